import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import type { AuthUser } from './http/register-endpoint';
import type { Services } from './plugins/services';
import type { EphemeralStore } from './store/ephemeral-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Kysely<Database>;
    store: EphemeralStore;
    services: Services;
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
  }
}
