// The package.json and package-lock.json that make a build folder installable on its own
// (`npm ci --omit=dev`), without the monorepo: dependencies are exactly the npm packages the built
// files import, at the versions the workspace has installed, and the lock file is the workspace's
// own lock file pruned to them by Nx.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import { createLockFile } from '@nx/js';
import { WORKSPACE_ROOT } from './stack.mjs';

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; undefined for relative paths and Node built-ins. */
export function packageNameOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('data:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? undefined : name;
}

function installedVersion(name) {
  const manifest = join(WORKSPACE_ROOT, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) throw new Error(`The build imports "${name}", which the workspace has not installed at node_modules/${name}`);
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * Writes `<buildDir>/package.json` and `<buildDir>/package-lock.json` (npm lock file v3) for the
 * packages in `specifiers` (what the built files import). `start` is the command `npm start` runs.
 * Returns the number of dependencies and of packages in the lock file.
 */
export async function writeDeployPackage({ name, description, buildDir, specifiers, start }) {
  const rootManifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8'));
  const names = [...new Set([...specifiers].map(packageNameOf).filter(Boolean))].sort();
  const dependencies = Object.fromEntries(names.map((dependency) => [dependency, installedVersion(dependency)]));
  const manifest = {
    name,
    version: rootManifest.version,
    private: true,
    description,
    license: rootManifest.license,
    engines: rootManifest.engines,
    scripts: { start },
    dependencies,
  };

  const graph = await createProjectGraphAsync({ exitOnError: true });
  const lockText = createLockFile(manifest, graph, 'npm');
  const lock = JSON.parse(lockText);
  // createLockFile falls back to the whole workspace lock file when pruning fails: refuse that.
  const locked = lock.packages?.['']?.dependencies ?? {};
  if (lock.lockfileVersion !== 3 || JSON.stringify(Object.keys(locked).sort()) !== JSON.stringify(names)) {
    throw new Error(`Nx could not prune package-lock.json to the ${names.length} dependencies of ${name}`);
  }
  writeFileSync(join(buildDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(buildDir, 'package-lock.json'), lockText.endsWith('\n') ? lockText : `${lockText}\n`);
  return { dependencies: names.length, lockedPackages: Object.keys(lock.packages).length - 1 };
}
