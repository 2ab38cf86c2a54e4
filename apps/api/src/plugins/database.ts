import { createDatabase, migrateToLatest } from '@brokerage/db';
import { seedCalendarShift } from '@brokerage/seed/official';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { coreMigrations } from '../db/migrations/core';
import type { Database } from '../db/schema';
import { seedCore } from '../db/seed';
import type { ContentModule } from '../modules';

export interface DatabasePluginOptions {
  /** An open database to use (tests); otherwise one is opened from config.databaseUrl and closed with the app. */
  db?: Kysely<Database>;
  modules: ContentModule[];
}

/** All migrations of the core and the content modules, in name order. */
export const allMigrations = (modules: ContentModule[]) => Object.assign({}, coreMigrations, ...modules.map((module) => module.migrations));

/** A trivial query for health checks; rejects when the database cannot be reached. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};

/**
 * Opens the database, runs every migration to the latest and the idempotent seeds, and decorates
 * `app.db`. Runs before the routes, so a started app always has its schema and seed data.
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
    await seedCore(db, { appEnv: app.config.appEnv, clock: app.clock });
    const calendarShiftMs = app.config.seedCalendar === 'today' ? seedCalendarShift(app.clock.now()) : 0;
    for (const module of options.modules) await module.seed(db, { appEnv: app.config.appEnv, calendarShiftMs });
    app.decorate('db', db);
  },
  { name: 'database', dependencies: ['config'] },
);
