// `npm start`: builds both sites, then runs the HK site, the mainland site and the API together
// (APP_ENV=sit, SQLite file data/broker.sqlite). Ctrl-C stops all three.
import { join } from 'node:path';
import {
  buildSites,
  DEFAULT_PORTS,
  describeExit,
  launchStack,
  portFromEnv,
  portInUse,
  WORKSPACE_ROOT,
} from './lib/stack.mjs';

const fail = (message) => {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
};

let ports;
try {
  ports = {
    hk: portFromEnv(process.env, 'HK_PORT', DEFAULT_PORTS.hk),
    mainland: portFromEnv(process.env, 'MAINLAND_PORT', DEFAULT_PORTS.mainland),
    api: portFromEnv(process.env, 'API_PORT', DEFAULT_PORTS.api),
  };
} catch (error) {
  fail(error.message);
}
if (new Set(Object.values(ports)).size !== 3) fail(`HK_PORT, MAINLAND_PORT and API_PORT must differ (got ${Object.values(ports).join(', ')})`);
for (const [name, port] of Object.entries(ports)) {
  if (await portInUse(port)) fail(`port ${port} (${name}) is already in use; stop what runs there or set ${name === 'hk' ? 'HK' : name.toUpperCase()}_PORT`);
}

let stack;
let stopping = false;
async function shutdown(reason, exitCode) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping the API and both sites…`);
  await stack?.stop();
  console.log('Stopped.');
  process.exit(exitCode);
}
process.on('SIGINT', () => shutdown('Ctrl-C', 0));
process.on('SIGTERM', () => shutdown('SIGTERM', 0));

async function main() {
  console.log('Building the HK and mainland sites…');
  try {
    await buildSites();
  } catch (error) {
    if (stopping) return;
    fail(error.message);
  }
  if (stopping) return;

  stack = launchStack({
    ports,
    appEnv: 'sit',
    databaseUrl: `sqlite:${join(WORKSPACE_ROOT, 'data/broker.sqlite')}`,
  });
  // A service that stops on its own takes the others down with it.
  for (const service of stack.services) {
    service.exited.then((exit) => {
      if (!stopping) {
        console.error(`\n${service.name} stopped unexpectedly (${describeExit(exit)}).`);
        shutdown('A service stopped', 1);
      }
    });
  }

  try {
    await stack.ready;
  } catch (error) {
    if (stopping) return;
    console.error(`\n${error.message}`);
    await shutdown('Start failed', 1);
    return;
  }
  if (!stopping) {
    console.log(
      [
        '',
        'Ready (APP_ENV=sit, SQLite data/broker.sqlite):',
        `  HK site        ${stack.urls.hk}`,
        `  Mainland site  ${stack.urls.mainland}`,
        `  API            ${stack.urls.api}`,
        'Press Ctrl-C to stop.',
        '',
      ].join('\n'),
    );
  }
}

await main();
