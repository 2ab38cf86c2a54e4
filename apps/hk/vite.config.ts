import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { build, defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

// styled-components ships CommonJS as its Node entry, whose default export Node's ESM loader does
// not unwrap; both server bundles include its ESM build instead (`ssr.noExternal`).
const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
// The workspace's path aliases (@brokerage/*) for the app and for every lib it pulls in.
const tsconfigPathsPlugin = () => tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] });

/**
 * After Remix has built build/client and build/server/index.mjs, bundle the Express server
 * (server/main.ts with the site core) into build/server.mjs. npm packages stay external, so
 * the build runs with `node build/server.mjs` and the production dependencies only.
 */
const buildSiteServer = async (): Promise<void> => {
  await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    plugins: [tsconfigPathsPlugin()],
    ssr: { noExternal: ['styled-components'] },
    build: {
      ssr: 'server/main.ts',
      outDir: 'build',
      emptyOutDir: false,
      target: 'node20',
      sourcemap: true,
      rollupOptions: { output: { format: 'es', entryFileNames: 'server.mjs' } },
    },
  });
};

export default defineConfig({
  root: appRoot,
  // Static files (favicon, images the content API refers to) are shared by both sites.
  publicDir: fileURLToPath(new URL('../../libs/site-core/public', import.meta.url)),
  ssr: { noExternal: ['styled-components'] },
  plugins: [
    remix({
      serverBuildFile: 'index.mjs',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      buildEnd: buildSiteServer,
    }),
    tsconfigPathsPlugin(),
  ],
});
