import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { build, defineConfig, type Plugin, type UserConfigExport } from 'vite';
import { gzipAsync } from '@gfx/zopfli';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import tsconfigPaths from 'vite-tsconfig-paths';
import { browserWall } from './browser-wall';

// The Vite config of both district sites (apps/hk, apps/mainland): each app's vite.config.ts is
// this with its own folder.
//
// Packages whose Node entry Node's ESM loader cannot run are bundled into the server build
// (`ssr.noExternal`): styled-components ships CommonJS whose default export it does not unwrap, and
// jsencrypt's ES modules import files without their extension.
const BUNDLED_FOR_SERVER = ['styled-components', 'jsencrypt'];
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The browser's zod: zod configured not to probe `new Function` (see the module and `zodWithoutEval`). */
const ZOD_IN_BROWSER = fileURLToPath(new URL('../../libs/contracts/src/zod-in-browser.ts', import.meta.url));
// The workspace's path aliases (@brokerage/*) for the app and for every lib it pulls in.
const tsconfigPathsPlugin = () => tsconfigPaths({ root: workspaceRoot, projects: ['tsconfig.base.json'] });

/**
 * After Remix has built build/client and build/server/index.mjs, bundle the Express server
 * (server/main.ts with the site server) into build/server.mjs. npm packages stay external, so
 * the build runs with `node build/server.mjs` and the production dependencies only.
 */
const buildSiteServer = (appRoot: string) => async (): Promise<void> => {
  await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    plugins: [tsconfigPathsPlugin()],
    ssr: { noExternal: BUNDLED_FOR_SERVER },
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

/**
 * Browser chunks by library, so no single chunk carries the whole stack: a release that changes
 * a page leaves the React, Remix and styling chunks cached, and each downloads in parallel.
 */
const VENDOR_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//, 'remix'],
  [/\/node_modules\/(styled-components|stylis|@emotion)\//, 'styles'],
  // What every page's frame runs (document, header, footer, UI kit, Lingui) in one chunk: as many
  // small chunks they took a tenth more bytes gzipped and a request each. Language catalogs and the
  // app's user-info validator stay apart (one language per page; zod only inside the app).
  // Kit parts only pages and the frame's deferred parts use (dates; dialogs, drawers and tabs; the
  // card lists of the market, help and 404 pages and related articles; the signed-in user's avatar
  // of the desktop top bar, side bar, panel and personal centre), apart: the barrel `site` holds
  // would otherwise pull them into every page's first load.
  [/\/libs\/(i18n\/src\/format-date|ui\/src\/lib\/formatted-date)\./, 'dates'],
  [/\/libs\/ui\/src\/lib\/(modal|tabs|use-focus-trap|focus|use-scroll-lock)\./, 'overlays'],
  [/\/libs\/ui\/src\/lib\/card-grid\./, 'card-grid'],
  [/\/libs\/ui\/src\/lib\/avatar\./, 'avatar'],
  // Likewise what only some pages run: the 404 and error pages (the 404 route; the root error
  // boundary loads them when a page failed), the login and register forms' spec 5 rules, error tip,
  // phone fields' row, jump info and adoption of what was typed before a deferred form hydrated, and
  // the tracker (the frame loads it after hydration, the login form imports it).
  [/\/libs\/site-core\/src\/lib\/pages\./, 'not-found'],
  [/\/libs\/(domain\/src\/(spec5-rules|calling-codes)|ui\/src\/lib\/(error-tip|phone-fields-row|adopt-typed-values)|layout\/src\/lib\/jump-info)\./, 'forms'],
  [/\/libs\/analytics\/src\//, 'analytics'],
  [/\/node_modules\/@lingui\//, 'site'],
  // The app screens' labels, captions and tour headings only the home, product and download pages
  // use, likewise (in `site` every page loaded them); the phones and the tour themselves (frame,
  // screens, their words) are deferred parts. Excluding them from `site` alone is not enough: a manual chunk takes the modules its
  // own modules import (here the UI barrel's re-exports), so they get a chunk of their own.
  [/\/libs\/ui\/src\/lib\/app-screens\/(?!app-screen-views|app-screen-words|app-phone|app-tour-view|device-frame)/, 'app-screens'],
  [/\/libs\/(ui|i18n|domain|layout|site-core|analytics|app-bridge)\/src\/(?!catalogs\/|locales\/|all-catalogs|lib\/native-user-info)/, 'site'],
];

interface ModuleInfoLike {
  isEntry: boolean;
  importers: readonly string[];
}
type ModuleInfoOf = (id: string) => ModuleInfoLike | null;

/**
 * Whether a module loads with a page: an entry (the browser entry, a route) or statically imported by
 * one that does. A lib module reached only through `import()` (a part whose hydration waits, libs/ui
 * deferHydration) is left out of the `site` chunk and goes with that part.
 */
const loadsWithPage = (id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean => {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  return !info || info.isEntry || info.importers.some((importer) => loadsWithPage(importer, moduleInfo, seen));
};

const vendorChunk = (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
  const chunk = VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
  return chunk === 'site' && !loadsWithPage(id, getModuleInfo) ? undefined : chunk;
};

/**
 * The workspace libs run nothing when imported (only `@brokerage/i18n/all-catalogs` does, for the
 * server, and the browser's zod set-up, `ZOD_IN_BROWSER`): a module of theirs enters a page's bundle
 * only when the page uses one of its exports. Without this Rollup keeps every module a barrel reaches whose top level calls a function,
 * e.g. every zod schema of `@brokerage/contracts` behind a page that wanted one constant.
 */
const WORKSPACE_SOURCE = /\/(libs\/[^/]+|apps\/[^/]+\/district)\/(src|server)\//;
const hasModuleSideEffects = (id: string): boolean => !WORKSPACE_SOURCE.test(id) || id.endsWith('/all-catalogs.ts') || id === ZOD_IN_BROWSER;

/**
 * The browser build's text files also as `.br` and `.gz`, compressed once at build time at the best
 * ratio; the site server sends the variant a browser accepts instead of compressing on every request.
 * The `.gz` files come from Zopfli: still plain gzip for any browser, about 3.5% smaller than zlib's
 * level 9, at a few seconds of build time. (The plugin hands each file over as a Buffer.)
 */
const zopfliGzip = defineAlgorithm(async (file) => Buffer.from(await gzipAsync(file as Buffer, { numiterations: 15 })));
const precompressAssets = () => compression({ algorithms: ['brotliCompress', zopfliGzip], include: /\.(js|mjs|css|svg|json|txt|xml)$/, threshold: 1024 });

/**
 * Terser instead of esbuild's minifier: about 3% fewer gzipped bytes in the first load (most in
 * Remix's router), for some seconds of build time. The chunks are ES modules (`module`, `toplevel`)
 * for browsers with ES2020. No unsafe options: with `unsafe_arrows` the jsencrypt chunk encrypted
 * passwords the API could not decrypt, and `pure_getters` (0.4 KB) would drop reads kept for their
 * effect, such as a layout read that restarts a transition.
 */
const MINIFY = { minify: 'terser', terserOptions: { module: true, toplevel: true, ecma: 2020, compress: { passes: 3 }, format: { ecma: 2020 } } } as const;

/** A message descriptor (marked with an i18n comment) with its English source: `{ id: '…', message: '…' }` (or `"…"` around a message with an apostrophe). */
const DESCRIPTOR_WITH_SOURCE = /\/\*i18n\*\/\s*\{\s*id:\s*('[^']+'),\s*message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"),?\s*\}/g;

/**
 * Browser build: message descriptors keep their id only. The browser translates from the page's
 * messages and its language's catalog, never from the English source, which was some 4% of the
 * frame's bytes (the server build keeps it: extraction and tests read the source).
 */
const stripMessageSources = (): Plugin => ({
  name: 'strip-message-sources',
  enforce: 'pre',
  transform(code, id) {
    if (!WORKSPACE_SOURCE.test(id) || !code.includes('/*i18n*/')) return null;
    return { code: code.replace(DESCRIPTOR_WITH_SOURCE, '/*i18n*/ { id: $1 }'), map: null };
  },
});

/** Browser build: every import of 'zod' gets `ZOD_IN_BROWSER`, which sets zod up before any schema is built. */
const zodWithoutEval = (): Plugin => ({
  name: 'zod-without-eval',
  enforce: 'pre',
  resolveId: (source, importer) => (source === 'zod' && importer !== ZOD_IN_BROWSER ? ZOD_IN_BROWSER : null),
});

/**
 * A browser-build plugin that gives `source`, when `importer` (a path ending) imports it, the module
 * `code` instead: what the browser never runs stays out of every page's first load.
 */
const browserStandIn = (name: string, source: string, importer: string, code: string): Plugin => {
  const id = `\0${name}`;
  return {
    name,
    enforce: 'pre',
    resolveId: (imported, importedBy) => (imported === source && importedBy?.endsWith(importer) ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
};

/**
 * styled-components adds vendor prefixes only with `enableVendorPrefixes`, which the sites never set
 * (the browsers they support need none), yet it imports stylis's prefixer middleware, so the bundler
 * keeps stylis's prefix tables (about 1.2 KB gz in every page's first load). The browser build gets
 * a prefixer that leaves each declaration as it is; the server build keeps stylis whole.
 */
const withoutVendorPrefixes = () => browserStandIn('without-vendor-prefixes', './Prefixer.js', '/node_modules/stylis/src/Middleware.js', 'export const prefix = (value) => value;');

/**
 * Deferred parts (libs/ui deferred-hydration.tsx) load their code in order on the server and let
 * tests preload it (deferred-part-loads.ts). The browser does neither: its build gets `partLoads =
 * null` for that module, and the minifier drops what uses it from every page's first load.
 */
const withoutServerPartLoads = () =>
  browserStandIn('without-server-part-loads', './deferred-part-loads', '/libs/ui/src/lib/deferred-hydration.tsx', 'export const partLoads = null;');

/** The config of the site whose app folder (the one holding `app/` and `server/`) is `appUrl`. */
export const remixSiteConfig = (appUrl: URL): UserConfigExport => {
  const appRoot = fileURLToPath(appUrl);
  return defineConfig(({ isSsrBuild }) => ({
    root: appRoot,
    // Static files (favicon, images the content API refers to) are shared by both sites.
    publicDir: fileURLToPath(new URL('libs/site-core/public', `file://${workspaceRoot}/`)),
    ssr: { noExternal: BUNDLED_FOR_SERVER },
    // The server build is for production only. Without this, each styled element's render read
    // process.env.NODE_ENV (a getter into the environment, ~0.2 µs) a few times: 2,500 reads a page.
    ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    build: isSsrBuild ? {} : { ...MINIFY, rollupOptions: { treeshake: { moduleSideEffects: hasModuleSideEffects }, output: { manualChunks: vendorChunk } } },
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
        buildEnd: buildSiteServer(appRoot),
      }),
      // The wall sees each import as written, before the path aliases resolve it.
      ...(isSsrBuild ? [] : browserWall()),
      tsconfigPathsPlugin(),
      ...(isSsrBuild ? [] : [zodWithoutEval(), stripMessageSources(), withoutVendorPrefixes(), withoutServerPartLoads(), precompressAssets()]),
    ],
  }));
};
