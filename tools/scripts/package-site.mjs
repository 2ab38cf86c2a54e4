// Last step of `nx build hk|mainland`: makes apps/<district>/build installable on its own
// (package.json + package-lock.json of what the server files import; see lib/deploy-package.mjs).
// Usage: node tools/scripts/package-site.mjs <hk|mainland>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { writeDeployPackage } from './lib/deploy-package.mjs';
import { SITE_NODE_OPTIONS, WORKSPACE_ROOT } from './lib/stack.mjs';

const district = process.argv[2];
if (!['hk', 'mainland'].includes(district)) throw new Error('usage: package-site.mjs <hk|mainland>');
const DEVELOPMENT_ONLY = new Set(['vite']);
const buildDir = join(WORKSPACE_ROOT, 'apps', district, 'build');

/** The server side of the build: everything but client/ (static files for browsers). */
function serverFiles() {
  return readdirSync(buildDir, { recursive: true })
    .filter((file) => !file.startsWith('client/') && !file.startsWith('node_modules/') && /\.m?js$/.test(file))
    .map((file) => join(buildDir, file));
}

if (!existsSync(join(buildDir, 'server.mjs')) || !existsSync(join(buildDir, 'server', 'index.mjs'))) {
  throw new Error(`apps/${district}/build has no server.mjs or server/index.mjs: run remix vite:build first`);
}
await init;
const specifiers = new Set();
for (const file of serverFiles()) {
  const [imports] = parse(readFileSync(file, 'utf8'), file);
  // Static and dynamic imports (d is -2 for import.meta), but Vite: the site server loads it only in development.
  for (const { n: specifier, d } of imports) if (specifier && d !== -2 && !DEVELOPMENT_ONLY.has(specifier)) specifiers.add(specifier);
}

const counts = await writeDeployPackage({
  name: `@brokerage/${district}-site`,
  description: `The ${district} district site, built: npm ci --omit=dev && npm start`,
  buildDir,
  specifiers,
  start: ['node', ...SITE_NODE_OPTIONS, 'server.mjs'].join(' '),
  // The server build's chunks are ES modules named .js: without this Node parses each as CommonJS first, then again.
  type: 'module',
});
console.log(`apps/${district}/build: package.json with ${counts.dependencies} dependencies, package-lock.json with ${counts.lockedPackages} packages`);
