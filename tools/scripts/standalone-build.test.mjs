// `nx run deploy:standalone` (a step of `npm test`): each app's build folder, copied alone to a
// directory outside the repository, installs with `npm ci --omit=dev` from its own lock file and
// serves: the API (its native SQLite driver built for this Node.js) on an SQLite file, and each site's
// home page against it; each stops cleanly on SIGTERM. Under CI this runs on the Node.js the images
// ship (.nvmrc; .ci/run provides it), so the images' runtime is the one proven here.
// Node's module resolution cannot reach the workspace's node_modules from there, so a package the
// build imports but its package.json lacks fails the start.
// Needs `nx build api hk mainland` first (the Nx target depends on them). Run: node --test tools/scripts/standalone-build.test.mjs
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { distinctFreePorts, SITE_NODE_OPTIONS, WORKSPACE_ROOT } from './lib/stack.mjs';

const READY_TIMEOUT_MS = 120_000;
const SITES = [
  { district: 'hk', portVariable: 'HK_PORT', home: '/zh-hk' },
  { district: 'mainland', portVariable: 'MAINLAND_PORT', home: '/mainland/zh-cn' },
];

// The environment of a machine that has never seen the monorepo: nothing from npm's own run
// (npm_config_*, npm_package_*) and no NODE_PATH pointing back into the workspace. A native addon is
// compiled as in the API's image: from source, against DEPLOY_NODE_HEADERS when set (.ci/run; the
// reason is in docs/decisions/020-node-runtime.md), else against the headers of the Node.js running
// this test (an official build has them beside bin/), never the machine's npm configuration's.
const runtimePrefix = dirname(dirname(process.execPath));
const nodeHeaders = process.env.DEPLOY_NODE_HEADERS ?? (existsSync(join(runtimePrefix, 'include/node/node_version.h')) ? runtimePrefix : undefined);
const cleanEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_PATH' && name !== 'NODE_OPTIONS')),
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  npm_config_build_from_source: 'true',
  ...(nodeHeaders && { npm_config_nodedir: nodeHeaders }),
};

function installAlone(app, directory) {
  const build = join(WORKSPACE_ROOT, 'apps', app, 'build');
  assert.ok(existsSync(join(build, 'package-lock.json')), `apps/${app}/build/package-lock.json is missing: run nx build ${app}`);
  cpSync(build, directory, { recursive: true });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: directory, env: cleanEnv, encoding: 'utf8' });
  assert.equal(install.status, 0, `npm ci of apps/${app}/build failed:\n${install.stdout}\n${install.stderr}`);
  // Every install script it runs is declared (allowScripts), so a stricter npm skips none of them.
  assert.doesNotMatch(install.stderr, /not yet covered by allowScripts/, install.stderr);
  return install;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function start(command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env: { ...cleanEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitForHttp(url, process, name) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`${name} stopped while starting:\n${process.output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${process.output()}`);
}

describe('pruned builds, installed alone outside the repository', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'brokerage-standalone-'));
  let api;
  let ports;

  it('runs on the Node.js the images ship when CI says so', { skip: !process.env.CI && 'not CI: the machine\'s Node.js is fine here' }, () => {
    assert.equal(process.versions.node, readFileSync(join(WORKSPACE_ROOT, '.nvmrc'), 'utf8').trim(), 'CI runs the deploy tests on the .nvmrc release (DEPLOY_NODE)');
  });

  before(async () => {
    ports = await distinctFreePorts(1 + SITES.length);
    // The API as its image runs it: its build installed alone (better-sqlite3 built for this Node.js), on its own SQLite file.
    const directory = join(scratch, 'api');
    installAlone('api', directory);
    const env = {
      APP_ENV: 'sit',
      API_HOST: '127.0.0.1',
      API_PORT: String(ports[0]),
      DATABASE_URL: `sqlite:${join(scratch, 'api.sqlite')}`,
      UPLOAD_DIR: join(scratch, 'uploads'),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    };
    // As a deployment does before the first start: the seed command fills the empty database.
    const seed = spawnSync(process.execPath, ['seed.cjs'], { cwd: directory, env: { ...cleanEnv, ...env }, encoding: 'utf8' });
    assert.equal(seed.status, 0, `node seed.cjs failed:\n${seed.stdout}\n${seed.stderr}`);
    api = start(process.execPath, ['main.cjs'], { cwd: directory, env });
    await waitForHttp(`http://127.0.0.1:${ports[0]}/health`, api, 'API');
  });

  after(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it('api: npm ci --omit=dev in a copy of apps/api/build, then node main.cjs answers on SQLite', async () => {
    const health = await fetch(`http://127.0.0.1:${ports[0]}/health`);
    assert.equal(health.status, 200, api.output());
    assert.ok(!existsSync(join(scratch, 'api/node_modules/vite')), 'build tools stay out of the API install');
  });

  // Seed content lives in seed.cjs only: the API's bundle carries none (a page text and the demo
  // password of the seed stand for the rest), yet the API serves what seed.cjs put in the database.
  const SEED_STRINGS = ['Licensed by the SFC since 2012', 'Demo-pass-2026'];
  it('api: main.cjs carries no seed content; seed.cjs does, and the API serves what it seeded', async () => {
    const main = readFileSync(join(scratch, 'api/main.cjs'), 'utf8');
    const seed = readFileSync(join(scratch, 'api/seed.cjs'), 'utf8');
    for (const text of SEED_STRINGS) {
      assert.ok(!main.includes(text), `main.cjs contains the seed's "${text}"`);
      assert.ok(seed.includes(text), `seed.cjs lacks the seed's "${text}"`);
    }
    const response = await fetch(`http://127.0.0.1:${ports[0]}/official-website-config/api/v1/page-text?page=home`, { headers: { 'x-lang': '3', 'x-type': '2' } });
    assert.match(await response.text(), /Licensed by the SFC since 2012/, api.output());
  });

  SITES.forEach(({ district, portVariable, home }, index) => {
    it(`${district}: npm ci --omit=dev in a copy of apps/${district}/build, then node server.mjs serves ${home}`, async () => {
      const directory = join(scratch, district);
      installAlone(district, directory);
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
      assert.ok(manifest.dependencies.express && manifest.dependencies['@remix-run/node'], 'the site server packages are dependencies');
      // The install applied the workspace's dependency patches (docs/decisions/014-route-matching-caches.md).
      const router = readFileSync(join(directory, 'node_modules/@remix-run/router/dist/router.cjs.js'), 'utf8');
      assert.match(router, /function rankedTableOf\(/, 'the route-matching patch of @remix-run/router is applied');
      const remixServer = readFileSync(join(directory, 'node_modules/@remix-run/react/dist/server.js'), 'utf8');
      assert.match(remixServer, /function serverRoutesOf\(/, 'the route-tree patch of @remix-run/react is applied');
      const staticRouter = readFileSync(join(directory, 'node_modules/react-router-dom/server.js'), 'utf8');
      assert.match(staticRouter, /const dataRoutesByRoutes = new WeakMap/, 'the data-routes patch of react-router-dom is applied');
      // Build tools and workspace-only packages stay out of the installed folder.
      for (const devOnly of ['vite', '@remix-run/dev', 'nx', 'jest', 'better-sqlite3', 'fastify']) {
        assert.ok(!existsSync(join(directory, 'node_modules', devOnly)), `${devOnly} was installed, but the site does not need it`);
      }

      const port = ports[1 + index];
      // As the package's `npm start` runs it (its Node options too), on this Node.js.
      const [node, ...startArgs] = manifest.scripts.start.split(' ');
      assert.equal(node, 'node');
      for (const option of SITE_NODE_OPTIONS) assert.ok(startArgs.includes(option), `npm start runs the site with ${option}: ${manifest.scripts.start}`);
      const site = start(process.execPath, startArgs, {
        cwd: directory,
        env: {
          APP_ENV: 'sit',
          [portVariable]: String(port),
          API_URL: `http://127.0.0.1:${ports[0]}`,
          HK_SITE_URL: `http://localhost:${district === 'hk' ? port : ports[1]}`,
          MAINLAND_SITE_URL: `http://localhost:${district === 'mainland' ? port : ports[2]}`,
        },
      });
      try {
        await waitForHttp(`http://127.0.0.1:${port}/healthz`, site, `${district} site`);
        const page = await fetch(`http://127.0.0.1:${port}${home}`, { redirect: 'manual' });
        assert.equal(page.status, 200, `${home} answered ${page.status}:\n${site.output()}`);
        const html = await page.text();
        assert.match(html, /<html[^>]* lang="/, 'a rendered HTML page');
        // The browser bundle comes from the copied client/ folder.
        const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html) ?? /<link[^>]+href="(\/assets\/[^"]+\.js)"/.exec(html);
        assert.ok(script, 'the page loads a script from /assets');
        assert.equal((await fetch(`http://127.0.0.1:${port}${script[1]}`)).status, 200, `${script[1]} is served`);
      } finally {
        site.child.kill('SIGTERM');
      }
      assert.deepEqual(await site.exited, { code: 0, signal: null }, `the site exits cleanly on SIGTERM:\n${site.output()}`);
    });
  });
});
