import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppEnv } from './config/env';
import type { Database } from './db/schema';

export interface SeedOptions {
  appEnv: AppEnv;
  /** Milliseconds to move dated seed content forward (SEED_CALENDAR=today); 0 keeps the seed's own dates. */
  calendarShiftMs: number;
}

/**
 * One area of the API (core user services, official content, page content).
 * Migration names sort the run order across modules: core `0001-core-*`, official `0100-official-*`,
 * pages `0200-pages-*`. `seed` is idempotent: it runs on every start after the migrations.
 */
export interface ContentModule {
  migrations: Record<string, Migration>;
  routes: FastifyPluginAsync;
  seed(db: Kysely<Database>, options: SeedOptions): Promise<void>;
}
