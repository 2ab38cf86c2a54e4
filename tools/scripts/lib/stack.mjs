// Builds and runs the whole product locally: the API (TypeScript through tsx) and the two built
// Remix sites. Shared by `npm start` (tools/scripts/start.mjs) and the end-to-end tests (apps/e2e).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_PORTS = { hk: 3000, mainland: 3001, api: 4000 };

/**
 * Node.js options a district site runs with, wherever it runs (this stack, the build's `npm start`,
 * the images' CMD; docs/decisions/020-node-runtime.md). Node 24 sizes the young generation from the
 * machine's memory (128 MB here, against Node 20's 32 MB): dead render garbage and the buffers it
 * holds then wait for a scavenge, and a site that had served its sitemap and a render burst held
 * about 420 MB instead of about 320 MB. 16 MB semi-spaces are Node 20's size. The list is JSON so
 * the scale-out test (TypeScript, apps/e2e/src/scale-out/cluster.ts) reads the same one.
 */
export const SITE_NODE_OPTIONS = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'tools/scripts/lib/site-node-options.json'), 'utf8'));

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

const bin = (name) => join(WORKSPACE_ROOT, 'node_modules/.bin', name);

/** "exit code 1", "SIGKILL" or the spawn error, for messages about a stopped process. */
export const describeExit = ({ code, signal, error }) => error?.message ?? signal ?? `exit code ${code}`;

/**
 * Runs a command to completion; rejects on a non-zero exit. Its output goes to this terminal, or,
 * with `quiet`, is kept and shown only when the command fails.
 */
function run(command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: WORKSPACE_ROOT, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      reject(new Error(`${[command, ...args].join(' ')} failed (${describeExit({ code, signal })})${output ? `:\n${output}` : ''}`));
    });
  });
}

/** `nx build` of the given projects (Nx caches builds, so an unchanged project is not rebuilt). */
export function build(projects, { quiet = false } = {}) {
  // A production build whoever calls it: Jest sets NODE_ENV=test for the browser tests' global setup,
  // with which Vite bundled React's development build (166 KB of first load instead of 110), and Nx's
  // cache, which does not key on NODE_ENV, then handed that build to every later run.
  return run(bin('nx'), ['run-many', '-t', 'build', '-p', ...projects, '--parallel=2', '--outputStyle=stream'], { quiet, env: { ...process.env, NODE_ENV: 'production' } });
}

/** Production builds of both sites. */
export const buildSites = (options) => build(['hk', 'mainland'], options);

/** A port nothing listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` different ports nothing listens on right now, for a stack beside whatever already runs. */
export async function distinctFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Whether something already listens on `port` (on any interface). */
export function portInUse(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** Reads a port from the environment; rejects anything that is not a TCP port. */
export function portFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  return port;
}

/**
 * What runs, and how we know it is up. Each service gets the shared environment plus its own port.
 * The shell's DATABASE_URL and REDIS_URL are replaced on purpose: a local stack uses only its SQLite file.
 */
function services({ ports, appEnv, databaseUrl, uploadDir, baseEnv, siteEnv = {}, siteNode = process.execPath }) {
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const siteUrls = { hk: `http://localhost:${ports.hk}`, mainland: `http://localhost:${ports.mainland}` };
  const shared = { ...baseEnv, APP_ENV: appEnv, NODE_ENV: 'production' };
  delete shared.REDIS_URL;
  const site = (district, portVariable, homePath) => ({
    name: district,
    command: siteNode,
    // What `nx build <district>` produces: the Express server beside the Remix bundles.
    args: [...SITE_NODE_OPTIONS, join(WORKSPACE_ROOT, `apps/${district}/build/server.mjs`)],
    cwd: join(WORKSPACE_ROOT, `apps/${district}`),
    env: {
      ...shared,
      // The district's own port variable wins over PORT in the site server, so it is the one set here.
      [portVariable]: String(ports[district]),
      API_URL: apiUrl,
      // Canonical URLs and the links between the two sites point at these.
      HK_SITE_URL: siteUrls.hk,
      MAINLAND_SITE_URL: siteUrls.mainland,
      ...siteEnv,
    },
    url: `${siteUrls[district]}${homePath}`,
    readyUrl: `http://127.0.0.1:${ports[district]}/healthz`,
  });
  return [
    {
      name: 'api',
      command: process.execPath,
      args: ['--import', 'tsx', join(WORKSPACE_ROOT, 'apps/api/src/main.ts')],
      cwd: WORKSPACE_ROOT,
      env: {
        ...shared,
        API_PORT: String(ports.api),
        // Only the site servers call the API; in sit it hands out codes and has demo accounts,
        // so the local stack keeps it off the network.
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}),
        TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'apps/api/tsconfig.json'),
      },
      url: `http://localhost:${ports.api}`,
      readyUrl: `${apiUrl}/config-manager/api/ip-info/v1`,
    },
    site('hk', 'HK_PORT', '/zh-hk'),
    site('mainland', 'MAINLAND_PORT', '/mainland/zh-cn'),
  ];
}

/**
 * `npm run seed` on the stack's database, before its API starts (the API never seeds itself):
 * migrates it and fills what is empty. Talks, events and promotions keep their place around today,
 * so a stack started any day has talks to book. Throws with the command's output when it fails.
 */
export function seedDatabase({ appEnv = 'sit', databaseUrl, baseEnv = process.env, seedCalendar = 'today', logFile }) {
  const env = { ...baseEnv, APP_ENV: appEnv, DATABASE_URL: databaseUrl, SEED_CALENDAR: seedCalendar, TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'apps/api/tsconfig.json') };
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(WORKSPACE_ROOT, 'apps/api/src/tools/seed.ts')], { cwd: WORKSPACE_ROOT, env, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (logFile) writeFileSync(logFile, output);
  if (result.status !== 0) throw new Error(`seeding ${databaseUrl} failed (${describeExit({ code: result.status, signal: result.signal, error: result.error })}):\n${output.trimEnd()}`);
  return output.trimEnd();
}

/** Lines of a child's output, each prefixed with the service name (for a shared terminal). */
function prefixLines(name, stream, write) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && write(`[${name}] ${pending}\n`));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

function tail(file, lines = 40) {
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Starts the API and both sites; with the API, first seeds its database (`seedDatabase`, a few
 * seconds). `logDir` set: each service writes to `<logDir>/<name>.log`; otherwise output goes to
 * this terminal, each line prefixed with the service name. Returns then with `ready` (resolves when every service answers HTTP, rejects if one stops or
 * times out), `services` (each with an `exited` promise) and `stop()`, which ends every child process
 * and whatever it spawned; callers stop the stack themselves, also after a failed start.
 * `only` picks services by name ('api', 'hk', 'mainland'); `siteEnv` adds to the sites' environment;
 * `siteNode` is the Node.js binary the sites run on (this one by default; they need no native module);
 * `label` tells this stack's log files and names apart from another's.
 */
export function launchStack({ ports, appEnv = 'sit', databaseUrl, uploadDir, logDir, baseEnv = process.env, only, siteEnv, siteNode, label = '' }) {
  const chosen = services({ ports, appEnv, databaseUrl, uploadDir, baseEnv, siteEnv, siteNode }).filter(({ name }) => !only || only.includes(name));
  if (chosen.some(({ name }) => name === 'api')) {
    const seeded = seedDatabase({ appEnv, databaseUrl, baseEnv, logFile: logDir && join(logDir, `seed${label}.log`) });
    if (!logDir) process.stdout.write(`[seed] ${seeded}\n`);
  }
  const running = chosen.map((plain) => ({ ...plain, name: `${plain.name}${label}` })).map((service) => {
    const logFile = logDir ? join(logDir, `${service.name}.log`) : undefined;
    // Own process group, so stopping it also stops whatever it spawned, and a terminal's Ctrl-C
    // reaches only us: we stop the services in order.
    const child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: service.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => resolve({ code, signal }));
      child.on('error', (error) => resolve({ code: null, signal: null, error }));
    });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    } else {
      prefixLines(service.name, child.stdout, (line) => process.stdout.write(line));
      prefixLines(service.name, child.stderr, (line) => process.stderr.write(line));
    }
    return { ...service, child, exited, logFile };
  });
  return {
    urls: Object.fromEntries(running.map(({ name, url }) => [name, url])),
    services: running,
    ready: Promise.all(running.map(waitUntilReady)).then(() => undefined),
    stop: () => Promise.all(running.map(stopChild)).then(() => undefined),
    /** Last resort for a parent that is exiting right now: SIGTERM to every service, without waiting. */
    kill: () => running.forEach(({ child }) => child.pid !== undefined && signalGroup(child, 'SIGTERM')),
  };
}

async function waitUntilReady(entry) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exit;
  entry.exited.then((result) => (exit = result));
  while (Date.now() < deadline) {
    if (exit) {
      const log = tail(entry.logFile);
      throw new Error(
        `${entry.name} stopped while starting (${describeExit(exit)})${log ? `; last output:\n${log}` : ''}`,
      );
    }
    if (await answers(entry.readyUrl)) return;
    await sleep(250);
  }
  const log = tail(entry.logFile);
  throw new Error(`${entry.name} did not answer ${entry.readyUrl} within ${READY_TIMEOUT_MS / 1000} s${log ? `; last output:\n${log}` : ''}`);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the service's process group (graceful shutdown), SIGKILL if it is still there after 10 s. */
async function stopChild({ child, exited }) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const first = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (first === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await exited;
  }
}
