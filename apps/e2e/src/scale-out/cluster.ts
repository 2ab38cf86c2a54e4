// The production-like stack of the scale-out tests, without containers: a PostgreSQL cluster of its
// own (so stopping it for the outage test touches nobody else's database), the machine's Redis,
// two API instances, two instances of each site and Debian's nginx in front, all on loopback.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACE_ROOT = join(__dirname, '../../../..');
const READY_TIMEOUT_MS = 120_000;
/** nginx's error log and each instance's output, kept after the run for a failing test. */
const LOG_DIRECTORY = join(WORKSPACE_ROOT, 'tmp/scale-out-logs');
const NGINX = '/usr/sbin/nginx';

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

/** nginx in front: one port for the API pool and one per site pool, round robin, retrying where nothing was processed. */
const nginxConfig = ({ directory, pools }: { directory: string; pools: { name: string; listen: number; servers: Instance[] }[] }) => `
worker_processes 1;
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
  client_max_body_size 12m;
${pools
  .map(
    ({ name, listen, servers }) => `
  upstream ${name} {
${servers.map((server) => `    server 127.0.0.1:${server.port} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection, a reset before any answer, or a 503 from an instance that is shutting
      # down: the request was not processed, so another instance gets it (POSTs included). max_fails=0:
      # an instance is never taken out of the pool for a while, which could leave the pool empty.
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }`,
  )
  .join('\n')}
}
`;

export interface ScaleOutStack {
  cluster: PostgresCluster;
  apis: Instance[];
  hk: Instance[];
  mainland: Instance[];
  /** Every API and site instance, in the order a rolling restart takes them. */
  instances: Instance[];
  proxy: { api: string; hk: string; mainland: string };
  stop(): Promise<void>;
}

/** Starts the whole stack; the caller stops it (also after a failed test). */
export async function startScaleOutStack(): Promise<ScaleOutStack> {
  const directory = mkdtempSync(join(tmpdir(), 'scale-out-'));
  rmSync(LOG_DIRECTORY, { recursive: true, force: true });
  mkdirSync(LOG_DIRECTORY, { recursive: true });
  const uploads = join(directory, 'uploads');
  mkdirSync(uploads);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(directory, name));
    // nginx's workers run as an unprivileged user and write request bodies here.
    chmodSync(join(directory, name), 0o777);
  }
  chmodSync(directory, 0o755);

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
    const [apiProxy, hkProxy, mainlandProxy] = [await freePort(), await freePort(), await freePort()];
    const proxy = { api: `http://127.0.0.1:${apiProxy}`, hk: `http://127.0.0.1:${hkProxy}`, mainland: `http://127.0.0.1:${mainlandProxy}` };
    const shared = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', APP_ENV: 'sit', NODE_ENV: 'production' as const, LOG_LEVEL: 'warn' };
    const redisKeyPrefix = `scale-out-${process.pid}-${Date.now()}:`;
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
    const apis = [await api(1), await api(2)];
    const site = async (district: 'hk' | 'mainland', index: number) => {
      const port = await freePort();
      return new Instance({
        name: `${district}-${index}`,
        args: [join(WORKSPACE_ROOT, `apps/${district}/build/server.mjs`)],
        cwd: join(WORKSPACE_ROOT, `apps/${district}`),
        port,
        healthPath: '/healthz',
        env: {
          ...shared,
          [district === 'hk' ? 'HK_PORT' : 'MAINLAND_PORT']: String(port),
          API_URL: proxy.api,
          HK_SITE_URL: proxy.hk,
          MAINLAND_SITE_URL: proxy.mainland,
          TRUSTED_PROXIES: 'loopback',
        },
      });
    };
    const hk = [await site('hk', 1), await site('hk', 2)];
    const mainland = [await site('mainland', 1), await site('mainland', 2)];

    // The first API migrates and seeds the empty database; the second finds it ready.
    for (const instance of apis) {
      started.push(instance);
      await instance.start();
    }
    writeFileSync(
      join(directory, 'nginx.conf'),
      nginxConfig({
        directory,
        pools: [
          { name: 'api', listen: apiProxy, servers: apis },
          { name: 'hk', listen: hkProxy, servers: hk },
          { name: 'mainland', listen: mainlandProxy, servers: mainland },
        ],
      }),
    );
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
    return { cluster, apis, hk, mainland, instances: [...apis, ...hk, ...mainland], proxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
