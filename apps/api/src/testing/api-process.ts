import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/**
 * The API as its own process (`apps/api/src/main.ts` through tsx) on a free loopback port, with only
 * `env` besides PATH and HOME; `url` resolves once it prints where it listens, and rejects if it exits first.
 */
export const startApiProcess = (env: Record<string, string>) => {
  const child = spawn(TSX, ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', LOG_LEVEL: 'warn', API_HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = new Promise<string>((resolveUrl, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/listening on (http:\/\/[\d.:a-z]+)/);
      if (match) {
        clearInterval(timer);
        resolveUrl(match[1]);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
};

/** `npm run seed` for `env` (`apps/api/src/tools/seed.ts` through tsx): migrates and fills the database the API will use, as deployments do before the API starts. */
export const seedApiDatabase = async (env: Record<string, string>): Promise<void> => {
  const child = spawn(TSX, ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/tools/seed.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await exitCode(child);
  if (code !== 0) throw new Error(`Seeding exited with ${code}:\n${output}`);
};

/** The exit code of `child`, once it has exited. */
export const exitCode = async (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? child.exitCode : ((await once(child, 'exit')) as [number | null])[0];
