import { createDatabase, migrateToLatest } from '@brokerage/db';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppConfig } from '../config/env';
import { coreMigrations } from '../db/migrations/core';
import type { Database } from '../db/schema';
import type { ContentModule } from '../modules';

/** Fills the database with its seed content (`seedDatabase`, apps/api/src/db/seed-database.ts). */
export type DatabaseSeed = (
  db: Kysely<Database>,
  options: { appEnv: AppConfig['appEnv']; clock: Clock; seedCalendar: AppConfig['seedCalendar']; modules: readonly ContentModule[] },
) => Promise<void>;

export interface DatabasePluginOptions {
  /** An open database to use (tests); otherwise one is opened from config.databaseUrl and closed with the app. */
  db?: Kysely<Database>;
  modules: ContentModule[];
  /**
   * Tests only: seeds after the migrations. The API itself never seeds (`npm run seed` does), so
   * its bundle carries no seed content.
   */
  seed?: DatabaseSeed;
}

/** All migrations of the core and the content modules, in name order. */
export const allMigrations = (modules: ContentModule[]) => Object.assign({}, coreMigrations, ...modules.map((module) => module.migrations));

/** A trivial query for health checks; rejects when the database cannot be reached. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};

/**
 * Opens the database, runs every migration to the latest (and a test's seed), and decorates
 * `app.db`. Runs before the routes, so a started app always has its schema.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const db =
      options.db ??
      createDatabase<Database>({
        url: app.config.databaseUrl,
        onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost; it is replaced on next use'),
      });
    if (!options.db) app.addHook('onClose', () => db.destroy());
    const ran = await migrateToLatest(db as Kysely<unknown>, allMigrations(options.modules));
    if (ran.length > 0) app.log.info({ migrations: ran }, 'database migrated');
    await options.seed?.(db, { appEnv: app.config.appEnv, clock: app.clock, seedCalendar: app.config.seedCalendar, modules: options.modules });
    app.decorate('db', db);
  },
  { name: 'database', dependencies: ['config'] },
);
