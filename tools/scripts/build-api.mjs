// `nx build api`: apps/api/build, runnable without the monorepo. esbuild bundles the API with the
// workspace libs it imports (@brokerage/*); npm packages stay external (better-sqlite3 and pg have
// native or optional parts) and are listed in the build's own package.json and pruned lock file.
// Two bundles: main.cjs, the API, carries no seed content (it never seeds); seed.cjs, the seed
// command (`npm run seed`), migrates a database and fills it with the seed content.
// Run it: cd apps/api/build && npm ci --omit=dev && node seed.cjs && node main.cjs
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { writeDeployPackage } from './lib/deploy-package.mjs';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const buildDir = join(WORKSPACE_ROOT, 'apps/api/build');
rmSync(buildDir, { recursive: true, force: true });

const { metafile } = await build({
  absWorkingDir: WORKSPACE_ROOT,
  entryPoints: { main: 'apps/api/src/main.ts', seed: 'apps/api/src/tools/seed.ts' },
  outdir: buildDir,
  outExtension: { '.js': '.cjs' },
  tsconfig: 'apps/api/tsconfig.json',
  bundle: true,
  platform: 'node',
  target: 'node20',
  // CommonJS, as the API runs under tsx in development: the same interop with CommonJS packages.
  format: 'cjs',
  // Bare imports stay external; tsconfig paths (@brokerage/*) resolve to source files and are bundled.
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const specifiers = Object.values(metafile.outputs).flatMap(({ imports }) => imports.filter(({ external }) => external).map(({ path }) => path));
const counts = await writeDeployPackage({
  name: '@brokerage/api',
  description: 'The brokerage API, built: npm ci --omit=dev && npm start',
  buildDir,
  specifiers,
  start: 'node --enable-source-maps main.cjs',
});
console.log(`apps/api/build: main.cjs, seed.cjs, package.json with ${counts.dependencies} dependencies, package-lock.json with ${counts.lockedPackages} packages`);
