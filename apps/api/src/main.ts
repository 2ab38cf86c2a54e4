import { readFileSync } from 'node:fs';
import { withSecretFiles } from '@brokerage/domain';
import { buildApp } from './app';
import { API_VARIABLES, ConfigError, loadConfig } from './config/env';
import { rsaKeyBits } from './security/rsa';
import { warmUp } from './warm-up';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the API: configuration, database (migrated; `npm run seed` fills it), listen; stops cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  let config;
  // Any of the API's variables can come from a file instead (RSA_PRIVATE_KEYS_FILE, APP_SECRET_FILE, …: Docker and Kubernetes secrets).
  const { env, problems } = withSecretFiles(process.env, (path) => readFileSync(path, 'utf8'), API_VARIABLES);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  try {
    config = loadConfig(env, rsaKeyBits);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // The first call of each content list pays for compiling and preparing it: paid here, not by a visitor.
  await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`API (${config.appEnv}) listening on http://${shownHost}:${port}${config.appEnv === 'pro' ? '' : `  (docs: http://${shownHost}:${port}/docs)`}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive sockets left idle by finished requests would hold close() until they time out.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    // close() stops accepting connections, waits for in-flight requests, then runs onClose hooks (database, Redis, SMTP).
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
