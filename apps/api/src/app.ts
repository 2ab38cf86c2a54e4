import './fastify-types';
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config/env';
import { contentModules } from './content';
import type { Database } from './db/schema';
import { answerClientError } from './http/client-error';
import { answerFrameworkError, installErrorHandling } from './http/error-handler';
import { createApiLogger, OneLinePerRequest } from './log-redaction';
import type { ContentModule } from './modules';
import { authPlugin } from './plugins/auth';
import { databasePlugin, type DatabaseSeed } from './plugins/database';
import { servicesPlugin, type ServiceOverrides } from './plugins/services';
import { storePlugin } from './plugins/store';
import { commonConfigRoutes } from './routes/common-config';
import { analyticsRoutes } from './routes/analytics';
import { configManagerRoutes } from './routes/config-manager';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { quoteSubscriptionRoutes } from './routes/quote-subscriptions';
import { userServerRoutes } from './routes/user-server';
import type { EphemeralStore } from './store/ephemeral-store';

export interface AppDependencies extends ServiceOverrides {
  /** An open database (tests); by default opened from config.databaseUrl and closed with the app. */
  db?: Kysely<Database>;
  store?: EphemeralStore;
  clock?: Clock;
  /** Content areas to mount; default: the official and page content modules. */
  modules?: ContentModule[];
  /** Tests: fills the database after the migrations (the API never seeds itself: `npm run seed`). */
  seed?: DatabaseSeed;
}

const REQUEST_ID_HEADER = 'x-request-id';
const MAX_REQUEST_ID_LENGTH = 128;

/**
 * The API as a Fastify app: config → database (migrated) → shared store → services → auth
 * → routes, with one error handler. The caller listens (main.ts) or injects (tests) and closes it.
 */
export const buildApp = async (config: AppConfig, dependencies: AppDependencies = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: createApiLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustedProxies,
    // genReqId reads the header itself, so only a sane incoming id is taken over.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && /^[\w.:-]+$/.test(incoming) && incoming.length <= MAX_REQUEST_ID_LENGTH ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // The database plugin migrates (and in tests seeds all content, hashing demo passwords) before the
    // app is ready; on a busy machine that outlasts Fastify's 10 s default and would abort the start.
    pluginTimeout: 60_000,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const modules = dependencies.modules ?? contentModules;

  installErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('clock', dependencies.clock ?? systemClock);
      },
      { name: 'config' },
    ),
  );
  await app.register(formbody);
  await app.register(databasePlugin, { db: dependencies.db, modules, seed: dependencies.seed });
  await app.register(storePlugin, { store: dependencies.store });
  await app.register(servicesPlugin, dependencies);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(userServerRoutes);
  await app.register(quoteSubscriptionRoutes);
  await app.register(configManagerRoutes);
  await app.register(commonConfigRoutes);
  if (config.appEnv !== 'pro') {
    await app.register(docsRoutes);
    // The local analytics collector; in pro the sites send to a collector of their own.
    await app.register(analyticsRoutes);
  }
  for (const module of modules) await app.register(module.routes);
  return app;
};
