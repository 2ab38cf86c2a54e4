// `npm run e2e` / `npx nx e2e e2e`: the browser end-to-end tests (apps/e2e). Their global setup
// builds the sites and starts the servers. Extra arguments go to Jest, e.g. `npm run e2e -- -t menu`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const child = spawn(
  process.execPath,
  [join(WORKSPACE_ROOT, 'node_modules/jest/bin/jest.js'), '-c', 'apps/e2e/jest.e2e.config.cjs', '--runInBand', ...process.argv.slice(2)],
  { cwd: WORKSPACE_ROOT, stdio: 'inherit' },
);
// A terminal's Ctrl-C reaches Jest directly (same process group); its global-setup guards stop the servers.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
