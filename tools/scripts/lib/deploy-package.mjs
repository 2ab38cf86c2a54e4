// The package.json and package-lock.json that make a build folder installable on its own
// (`npm ci --omit=dev`), without the monorepo: dependencies are exactly the npm packages the built
// files import, at the versions the workspace has installed, and the lock file is the workspace's
// own lock file pruned to them by Nx.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The workspace's dependency patches (patch-package: `patches/<name>+<version>.patch`) of the packages a lock file installs. */
const PATCHES_DIR = join(WORKSPACE_ROOT, 'patches');
function patchesFor(lock) {
  const files = existsSync(PATCHES_DIR) ? readdirSync(PATCHES_DIR).filter((file) => file.endsWith('.patch')) : [];
  return files.filter((file) => `node_modules/${file.replace(/\+[^+]+\.patch$/, '').replace('+', '/')}` in lock.packages);
}

/** The lock file of `manifest`, pruned from the workspace's by Nx. */
async function prunedLock(manifest) {
  // A graph per lock file: createLockFile prunes the graph it is given (a second call on it fails).
  const graph = await createProjectGraphAsync({ exitOnError: true });
  const text = createLockFile(manifest, graph, 'npm');
  const lock = JSON.parse(text);
  // createLockFile falls back to the whole workspace lock file when pruning fails: refuse that.
  const locked = Object.keys(lock.packages?.['']?.dependencies ?? {}).sort();
  if (lock.lockfileVersion !== 3 || JSON.stringify(locked) !== JSON.stringify(Object.keys(manifest.dependencies).sort())) {
    throw new Error(`Nx could not prune package-lock.json to the dependencies of ${manifest.name}`);
  }
  return { text: text.endsWith('\n') ? text : `${text}\n`, lock };
}

/**
 * Writes `<buildDir>/package.json` and `<buildDir>/package-lock.json` (npm lock file v3) for the
 * packages in `specifiers` (what the built files import). `start` is the command `npm start` runs;
 * `type` is the package's module type, when the built files need one.
 * Returns the number of dependencies and of packages in the lock file.
 */
export async function writeDeployPackage({ name, description, buildDir, specifiers, start, type }) {
  const rootManifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8'));
  const names = [...new Set([...specifiers].map(packageNameOf).filter(Boolean))].sort();
  const manifest = {
    name,
    version: rootManifest.version,
    private: true,
    description,
    license: rootManifest.license,
    engines: rootManifest.engines,
    ...(type && { type }),
    scripts: { start },
    dependencies: Object.fromEntries(names.map((dependency) => [dependency, installedVersion(dependency)])),
  };
  let { text, lock } = await prunedLock(manifest);
  // A patched package is patched where the build is installed too: patch-package runs after npm ci.
  const patches = patchesFor(lock);
  if (patches.length > 0) {
    manifest.scripts.postinstall = 'patch-package';
    manifest.dependencies = Object.fromEntries(Object.entries({ ...manifest.dependencies, 'patch-package': installedVersion('patch-package') }).sort());
    ({ text, lock } = await prunedLock(manifest));
  }
  rmSync(join(buildDir, 'patches'), { recursive: true, force: true });
  if (patches.length > 0) {
    mkdirSync(join(buildDir, 'patches'));
    for (const patch of patches) copyFileSync(join(PATCHES_DIR, patch), join(buildDir, 'patches', patch));
  }
  // The workspace's approvals of dependency install scripts, for the packages this lock file installs
  // (the API's better-sqlite3 builds its binding in one): npm runs no script it was not told to.
  const allowScripts = Object.fromEntries(
    Object.entries(rootManifest.allowScripts ?? {}).filter(([entry]) => Object.keys(lock.packages).some((path) => path.endsWith(`node_modules/${entry.replace(/(.)@.*$/, '$1')}`))),
  );
  if (Object.keys(allowScripts).length > 0) manifest.allowScripts = allowScripts;
  writeFileSync(join(buildDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(buildDir, 'package-lock.json'), text);
  return { dependencies: Object.keys(manifest.dependencies).length, lockedPackages: Object.keys(lock.packages).length - 1 };
}
