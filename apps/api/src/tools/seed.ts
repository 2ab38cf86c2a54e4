import { readFileSync } from 'node:fs';
import { createDatabase, migrateToLatest } from '@brokerage/db';
import { withSecretFiles } from '@brokerage/domain';
import type { Kysely } from 'kysely';
import { systemClock } from '../clock';
import { ConfigError, loadSeedConfig } from '../config/env';
import { contentModules } from '../content';
import type { Database } from '../db/schema';
import { seedDatabase } from '../db/seed-database';
import { allMigrations } from '../plugins/database';

/**
 * `npm run seed`: migrates the database (DATABASE_URL, as for the API) to the latest and fills
 * what is empty with the seed content (demo accounts outside `pro`; SEED_CALENDAR=today moves talks,
 * events and promotions to today). Rows already there are kept, so running it again changes nothing.
 * `npm start` and the browser-test stacks run it before the API; the API never seeds itself.
 */
const main = async () => {
  const { env, problems } = withSecretFiles(process.env, (path) => readFileSync(path, 'utf8'), ['APP_ENV', 'DATABASE_URL', 'SEED_CALENDAR']);
  if (problems.length > 0) throw new ConfigError(problems);
  const config = loadSeedConfig(env);
  const db = createDatabase<Database>({ url: config.databaseUrl });
  try {
    const ran = await migrateToLatest(db as Kysely<unknown>, allMigrations(contentModules));
    await seedDatabase(db, { appEnv: config.appEnv, clock: systemClock, seedCalendar: config.seedCalendar, modules: contentModules });
    console.log(`Database ${ran.length > 0 ? `migrated (${ran.length} migrations) and ` : ''}seeded (APP_ENV=${config.appEnv}, SEED_CALENDAR=${config.seedCalendar}).`);
  } finally {
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
