import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { denyImports } from 'vite-env-only';
// The lint rule's allow-list: one list says what browser code may import (docs/decisions/002).
import { BROWSER_PACKAGES } from '../eslint/src/browser-imports.mjs';

// The browser/server wall at build time: the client build of either site fails when a module it
// bundles imports server code, whatever lint missed (an `import()`, a `require()`, a file lint
// does not look at). The server build is left alone.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Every production dependency the browser allow-list does not name is server-only. */
const serverOnlyPackages = (): string[] => {
  const { dependencies } = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies).filter((name) => !BROWSER_PACKAGES.includes(name));
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A package name or any of its subpaths. */
const packagePattern = (names: string[]) => new RegExp(`^(${names.map(escape).join('|')})(/.*)?$`);

/** The workspace's server entries and test helpers by package name (a page lib's `server`, the site server, the db lib, `testing`). */
const SERVER_ENTRIES = /^@brokerage\/([^/]+\/(server|testing)|site-server|db)(\/.*)?$/;

/**
 * Files of the server side and the test helpers, as paths relative to the app (`../../libs/…`):
 * the site server, the db lib, a lib's or app's `server` folder, `*.server` modules, `testing`
 * entries and folders, and specs.
 */
const SERVER_FILES = [/(^|\/)libs\/(site-server|db)\//, /(^|\/)(libs|apps)\/[^/]+\/server\//, /\.server\.[cm]?[jt]sx?$/, /(^|\/)libs\/[^/]+\/src\/(testing\/|testing\.tsx?$)/, /\.spec\.[jt]sx?$/];

/** The workspace's own source (not a dependency): what `require()` is looked for in. */
const isWorkspaceSource = (id: string) => id.startsWith(workspaceRoot) && !id.includes('/node_modules/') && /\.[cm]?[jt]sx?$/.test(id);

/**
 * Browser code has no `require()`; Rollup leaves one in an ES module as it is, so the page would
 * fail in the browser instead of the build.
 */
const noRequire = (): Plugin => {
  let root = workspaceRoot;
  return {
    name: 'browser-wall/no-require',
    configResolved: (config) => {
      root = config.root;
    },
    transform(code, id, options) {
      if (options?.ssr || !isWorkspaceSource(id)) return null;
      const found = /\brequire\s*\(\s*(['"`])([^'"`]*)\1/.exec(code);
      if (found) {
        this.error([`[browser-wall] require() in browser code`, ` - Importer: ${path.relative(root, id)}`, ` - Import: "${found[2]}"`, ` - Environment: client`].join('\n'));
      }
      return null;
    },
  };
};

/** The wall's plugins: imports of Node built-ins, server-only packages and server or test files fail the client build. */
export const browserWall = (): PluginOption[] => [
  ...denyImports({
    client: {
      specifiers: [/^node:/, packagePattern(builtinModules.filter((name) => !name.startsWith('_'))), packagePattern(serverOnlyPackages()), SERVER_ENTRIES],
      files: SERVER_FILES,
    },
  }),
  noRequire(),
];
