// The production-like stack of the scale-out tests, without containers: a PostgreSQL cluster of its
// own (so stopping it for the outage test touches nobody else's database), the machine's Redis,
// API and site instances, and Debian's nginx in front, all on loopback. nginx runs the configuration
// deploy/compose.yaml runs (deploy/nginx/templates/sites.conf.template, rendered by
// deploy/nginx/render.mjs with loopback addresses): TLS for the sites, the same retry policy, the
// same page cache (the sites read the visitor's country from VISITOR_COUNTRY_HEADER, as behind a CDN).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACE_ROOT = join(__dirname, '../../../..');
const READY_TIMEOUT_MS = 120_000;
/** nginx's error log and each instance's output, kept after the run for a failing test. */
const LOG_DIRECTORY = join(WORKSPACE_ROOT, 'tmp/scale-out-logs');
const NGINX = '/usr/sbin/nginx';
/** The header a CDN in front would set with the visitor's country: the sites read it, nginx keys its page cache on it. */
export const VISITOR_COUNTRY_HEADER = 'X-Visitor-Country';
/** The Node.js options every start of a site uses (SITE_NODE_OPTIONS of tools/scripts/lib/stack.mjs). */
const SITE_NODE_OPTIONS: string[] = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'tools/scripts/lib/site-node-options.json'), 'utf8'));

/** Why the stack cannot run here, or null: it needs root (to make a PostgreSQL cluster), nginx, Redis and built sites. */
export const missingPrerequisite = (): string | null => {
  if (process.getuid?.() !== 0) return 'not running as root (pg_createcluster and pg_ctlcluster need it)';
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install -y nginx-light)`;
  if (!existsSync('/usr/bin/pg_createcluster')) return 'no pg_createcluster (Debian postgresql-common)';
  for (const district of ['hk', 'mainland']) {
    if (!existsSync(join(WORKSPACE_ROOT, `apps/${district}/build/server.mjs`))) return `apps/${district}/build is missing: run nx build ${district}`;
  }
  return null;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

/** A PostgreSQL cluster made for this run with Debian's tools, trust authentication on loopback. */
export class PostgresCluster {
  private constructor(
    readonly version: string,
    readonly name: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresCluster> {
    const version = readdirSync('/etc/postgresql').sort().at(-1);
    if (!version) throw new Error('no PostgreSQL version under /etc/postgresql');
    const cluster = new PostgresCluster(version, `scaleout${process.pid}`, await freePort());
    execFileSync('pg_createcluster', ['--start', '-p', String(cluster.port), version, cluster.name, '--', '--auth=trust'], { stdio: 'pipe' });
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  stop(): void {
    execFileSync('pg_ctlcluster', [this.version, this.name, 'stop', '-m', 'fast'], { stdio: 'pipe' });
  }

  start(): void {
    execFileSync('pg_ctlcluster', [this.version, this.name, 'start'], { stdio: 'pipe' });
  }

  drop(): void {
    execFileSync('pg_dropcluster', ['--stop', this.version, this.name], { stdio: 'pipe' });
  }
}

interface InstanceSpec {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  healthPath: string;
}

/** One server process that can be stopped with SIGTERM and started again on the same port. */
export class Instance {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(private readonly spec: InstanceSpec) {}

  get name(): string {
    return this.spec.name;
  }

  get port(): number {
    return this.spec.port;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, this.spec.args, { cwd: this.spec.cwd, env: this.spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const logFile = createWriteStream(join(LOG_DIRECTORY, `${this.name}.log`), { flags: 'a' });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
      logFile.write(chunk);
    };
    child.once('exit', () => logFile.end());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} stopped while starting (exit ${child.exitCode}):\n${this.output.slice(-3_000)}`);
      if (await answers(`${this.origin}${this.spec.healthPath}`)) return;
      await sleep(200);
    }
    throw new Error(`${this.name} did not answer ${this.spec.healthPath} within ${READY_TIMEOUT_MS / 1000} s:\n${this.output.slice(-3_000)}`);
  }

  /** SIGTERM, as an orchestrator sends it, and waits for the process to end by itself; resolves with its exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    const [code] = await exited;
    return code;
  }

  kill(): void {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

const TEMPLATE = join(WORKSPACE_ROOT, 'deploy/nginx/templates/sites.conf.template');
const RENDER = join(WORKSPACE_ROOT, 'deploy/nginx/render.mjs');
const MAKE_LOCAL_CERT = join(WORKSPACE_ROOT, 'deploy/tls/make-local-cert.sh');

/** The outer nginx.conf of a run: the shipped main-context settings, its own pid, logs and temporary files, then the shipped configuration. */
const nginxMainConfig = (directory: string) => `
worker_processes 1;
include ${join(WORKSPACE_ROOT, 'deploy/nginx/tuning.conf')};
pid ${directory}/nginx.pid;
error_log ${LOG_DIRECTORY}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  include ${directory}/sites.conf;
}
`;

const serverLines = (instances: Instance[]) => instances.map((instance) => `    server 127.0.0.1:${instance.port} max_fails=0;`).join('\n');

/** deploy/nginx/templates/sites.conf.template rendered for this stack's ports (each site on a port of its own, so no Host header is needed). */
function renderSitesConfig({ directory, ports, apis, hk, mainland }: { directory: string; ports: ProxyPorts; apis: Instance[]; hk: Instance[]; mainland: Instance[] }) {
  // Only in the tests: which instance answered (the compose stack adds nothing here).
  writeFileSync(join(directory, 'upstream-header.conf'), 'add_header X-Upstream $upstream_addr always;\n');
  const variables = {
    NGINX_RESOLVER: '# loopback addresses: nothing to resolve',
    NGINX_HK_SERVERS: serverLines(hk),
    NGINX_MAINLAND_SERVERS: serverLines(mainland),
    NGINX_API_SERVERS: serverLines(apis),
    NGINX_HTTP_LISTEN: `127.0.0.1:${ports.http}`,
    NGINX_PUBLIC_HTTPS_PORT: String(ports.hk),
    NGINX_HTTPS_DEFAULT_LISTEN: `127.0.0.1:${ports.httpsDefault}`,
    NGINX_HK_LISTEN: `127.0.0.1:${ports.hk}`,
    NGINX_MAINLAND_LISTEN: `127.0.0.1:${ports.mainland}`,
    NGINX_HK_HOST: 'hk.localhost',
    NGINX_MAINLAND_HOST: 'mainland.localhost',
    NGINX_API_LISTEN: `127.0.0.1:${ports.api}`,
    NGINX_TLS_DIR: join(directory, 'tls'),
    NGINX_INCLUDES: join(WORKSPACE_ROOT, 'deploy/nginx/includes'),
    NGINX_LOCATION_EXTRAS: join(directory, 'upstream-header.conf'),
    NGINX_CACHE_DIR: join(directory, 'page-cache'),
    NGINX_VISITOR_COUNTRY_HEADER: VISITOR_COUNTRY_HEADER,
    NGINX_VISITOR_COUNTRY_VARIABLE: `$http_${VISITOR_COUNTRY_HEADER.toLowerCase().replace(/-/g, '_')}`,
  };
  const env = { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production' as const, ...variables };
  execFileSync(process.execPath, [RENDER, TEMPLATE, join(directory, 'sites.conf')], { env, stdio: 'pipe' });
}

interface ProxyPorts {
  http: number;
  httpsDefault: number;
  hk: number;
  mainland: number;
  api: number;
}

/** A fetch that trusts this stack's local certificates (nginx's HTTPS ports); answers a WHATWG Response. */
export type StackFetch = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number }) => Promise<Response>;

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const fetchTrusting =
  (ca: Buffer[]): StackFetch =>
  (url, { method = 'GET', headers = {}, body, timeoutMs = 20_000 } = {}) =>
    new Promise((resolve, reject) => {
      const request = httpsRequest(url, { method, headers, ca, timeout: timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) answerHeaders.append(name, one);
          }
          const status = response.statusCode ?? 0;
          resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      });
      request.on('timeout', () => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });

export interface ScaleOutStack {
  cluster: PostgresCluster;
  apis: Instance[];
  hk: Instance[];
  mainland: Instance[];
  /** Every API and site instance, in the order a rolling restart takes them. */
  instances: Instance[];
  /** nginx: the API's plain-HTTP port (for the sites), each site's HTTPS origin, and the plain-HTTP port that redirects. */
  proxy: { api: string; hk: string; mainland: string; http: string };
  /** fetch for the sites' HTTPS origins (it trusts this stack's certificates). */
  fetch: StackFetch;
  stop(): Promise<void>;
}

export interface ScaleOutOptions {
  /** APP_ENV of every instance. `pro` gives the API placeholder production secrets (its SMTP and SMS gateway lead nowhere). */
  appEnv?: 'sit' | 'pro';
  /** Instances per pool (default two each). */
  counts?: { api: number; hk: number; mainland: number };
  /** An API_URL for one site instance by its name (`hk-2`), instead of the proxy's API port. */
  siteApiUrls?: Record<string, string>;
}

/**
 * What `pro` requires of the API besides its database (apps/api/src/config/env.ts); nothing here is
 * sent anywhere. The RSA key and APP_SECRET come from files (`*_FILE`), as compose secrets give them.
 */
const productionApiEnv = (directory: string): Record<string, string> => {
  const key = join(directory, 'rsa.pem');
  execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', key], { stdio: 'pipe' });
  writeFileSync(join(directory, 'app_secret'), 'scale-out-app-secret-0123456789abcdef\n');
  return {
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMTP_FROM: 'Scale Out <no-reply@example.com>',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_TOKEN: 'scale-out-sms-token',
    RSA_PRIVATE_KEYS_FILE: key,
    APP_SECRET_FILE: join(directory, 'app_secret'),
    PREVIEW_TOKEN: 'scale-out-preview-token-0123456789',
    CAPTCHA_POW_MAX_NUMBER: '100000',
  };
};

/** Starts the whole stack; the caller stops it (also after a failed test). */
export async function startScaleOutStack({ appEnv = 'sit', counts = { api: 2, hk: 2, mainland: 2 }, siteApiUrls = {} }: ScaleOutOptions = {}): Promise<ScaleOutStack> {
  const directory = mkdtempSync(join(tmpdir(), 'scale-out-'));
  rmSync(LOG_DIRECTORY, { recursive: true, force: true });
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  const uploads = join(directory, 'uploads');
  mkdirSync(uploads);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'page-cache']) {
    mkdirSync(join(directory, name));
    // nginx's workers run as an unprivileged user and write request bodies and kept pages here.
    chmodSync(join(directory, name), 0o777);
  }
  chmodSync(directory, 0o755);
  // The compose stack's script makes the certificates (readable by nginx's unprivileged workers).
  execFileSync(MAKE_LOCAL_CERT, [join(directory, 'tls')], { stdio: 'pipe' });
  const trusting = fetchTrusting(['hk', 'mainland'].map((site) => readFileSync(join(directory, 'tls', `${site}.crt`))));

  const cluster = await PostgresCluster.create();
  const started: Instance[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(started.map((instance) => instance.stop().catch(() => instance.kill())));
    try {
      cluster.drop();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  };

  try {
    const ports: ProxyPorts = { http: await freePort(), httpsDefault: await freePort(), hk: await freePort(), mainland: await freePort(), api: await freePort() };
    const proxy = {
      api: `http://127.0.0.1:${ports.api}`,
      hk: `https://127.0.0.1:${ports.hk}`,
      mainland: `https://127.0.0.1:${ports.mainland}`,
      http: `http://127.0.0.1:${ports.http}`,
    };
    const shared = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', APP_ENV: appEnv, NODE_ENV: 'production' as const, LOG_LEVEL: 'warn' };
    const redisKeyPrefix = `scale-out-${process.pid}-${Date.now()}:`;
    const apiSecrets = appEnv === 'pro' ? productionApiEnv(directory) : {};
    const api = async (index: number) => {
      const port = await freePort();
      return new Instance({
        name: `api-${index}`,
        args: ['--import', 'tsx', join(WORKSPACE_ROOT, 'apps/api/src/main.ts')],
        cwd: WORKSPACE_ROOT,
        port,
        healthPath: '/health',
        env: {
          ...shared,
          ...apiSecrets,
          TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'apps/api/tsconfig.json'),
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          DATABASE_URL: cluster.url,
          REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
          // This run's keys only: the machine's Redis is shared with other tests.
          REDIS_KEY_PREFIX: redisKeyPrefix,
          UPLOAD_DIR: uploads,
          TRUSTED_PROXIES: 'loopback',
        },
      });
    };
    const site = async (district: 'hk' | 'mainland', index: number) => {
      const port = await freePort();
      const name = `${district}-${index}`;
      return new Instance({
        name,
        args: [...SITE_NODE_OPTIONS, join(WORKSPACE_ROOT, `apps/${district}/build/server.mjs`)],
        cwd: join(WORKSPACE_ROOT, `apps/${district}`),
        port,
        healthPath: '/healthz',
        env: {
          ...shared,
          [district === 'hk' ? 'HK_PORT' : 'MAINLAND_PORT']: String(port),
          API_URL: siteApiUrls[name] ?? proxy.api,
          HK_SITE_URL: proxy.hk,
          MAINLAND_SITE_URL: proxy.mainland,
          TRUSTED_PROXIES: 'loopback',
          VISITOR_COUNTRY_HEADER,
        },
      });
    };
    const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    const apis: Instance[] = [];
    for (const index of range(counts.api)) apis.push(await api(index));
    const hk: Instance[] = [];
    for (const index of range(counts.hk)) hk.push(await site('hk', index));
    const mainland: Instance[] = [];
    for (const index of range(counts.mainland)) mainland.push(await site('mainland', index));

    // The seed command migrates and fills the empty database, as a deployment does before the APIs
    // start (they never seed themselves).
    execFileSync(process.execPath, ['--import', 'tsx', join(WORKSPACE_ROOT, 'apps/api/src/tools/seed.ts')], {
      cwd: WORKSPACE_ROOT,
      env: { ...shared, TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'apps/api/tsconfig.json'), DATABASE_URL: cluster.url },
      stdio: 'inherit',
    });
    for (const instance of apis) {
      started.push(instance);
      await instance.start();
    }
    renderSitesConfig({ directory, ports, apis, hk, mainland });
    writeFileSync(join(directory, 'nginx.conf'), nginxMainConfig(directory));
    nginx = spawn(NGINX, ['-p', directory, '-c', join(directory, 'nginx.conf'), '-e', join(LOG_DIRECTORY, 'nginx-error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
    for (const instance of [...hk, ...mainland]) {
      started.push(instance);
      await instance.start();
    }
    const deadline = Date.now() + 10_000;
    while (!(await answers(`${proxy.api}/health`))) {
      if (Date.now() > deadline) throw new Error('nginx did not answer');
      await sleep(100);
    }
    return { cluster, apis, hk, mainland, instances: [...apis, ...hk, ...mainland], proxy, fetch: trusting, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
