// Builds pieces of code as if they were browser files of the HK site, with the wall's plugins taken
// from the sites' own Vite config: reads [{ files: { path: code }, entry }] as JSON on stdin, prints
// for each the build's error message ('' when it built). Nothing is written to the work tree: the
// planted files exist for the build only. A separate process (tsx) because Vite is ESM.
import path from 'node:path';
import { build, type ConfigEnv, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { remixSiteConfig } from '../../vite/remix-site';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const appUrl = new URL('apps/hk/', `file://${workspaceRoot}/`);

interface Planting {
  files: Record<string, string>;
  entry: string;
}

/** The site's client-build plugins that make up the wall, and the workspace's path aliases. */
const sitePlugins = async (): Promise<Plugin[]> => {
  const configFor = remixSiteConfig(appUrl) as (env: ConfigEnv) => UserConfig;
  const { plugins = [] } = configFor({
    command: 'build',
    mode: 'production',
    isSsrBuild: false,
  });
  const flat = (await Promise.all((plugins as PluginOption[]).flat(Infinity as 1))) as Plugin[];
  return flat.filter((plugin) => plugin && /^(deny-imports\/|browser-wall\/|vite-tsconfig-paths)/.test(plugin.name));
};

/** Serves the planted files at their workspace paths (after the wall, as files on disk are found after it). */
const planted = (files: Record<string, string>): Plugin => {
  const byPath = new Map(Object.entries(files).map(([file, code]) => [path.join(workspaceRoot, file), code]));
  return {
    name: 'planted-files',
    enforce: 'pre',
    resolveId(source, importer) {
      const candidate = path.resolve(importer ? path.dirname(importer) : workspaceRoot, source);
      return [candidate, `${candidate}.ts`, `${candidate}.tsx`].find((file) => byPath.has(file)) ?? null;
    },
    load: (id) => byPath.get(id) ?? null,
  };
};

let input = '';
for await (const chunk of process.stdin) input += chunk;
const wall = await sitePlugins();
const results: string[] = [];
for (const { files, entry } of JSON.parse(input) as Planting[]) {
  try {
    await build({
      configFile: false,
      root: path.join(workspaceRoot, 'apps/hk'),
      logLevel: 'silent',
      plugins: [...wall, planted(files)],
      build: {
        write: false,
        minify: false,
        rollupOptions: { input: path.join(workspaceRoot, entry) },
      },
    });
    results.push('');
  } catch (error) {
    results.push(error instanceof Error ? error.message : String(error));
  }
}
process.stdout.write(JSON.stringify(results));
