import { createDatabase, migrateToLatest } from '@brokerage/db';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed-database';
import { contentModules } from '../content';
import { allMigrations } from '../plugins/database';
import { createTestDatabase, testConfig, testDialects } from '../testing/test-app';
import type { Database } from './schema';

describe.each(testDialects())('migrations and seeds [%s]', (dialect) => {
  it('runs every migration (core and content) to the latest, once, in name order', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase<Database>({ url: database.url });
    try {
      const migrations = allMigrations(contentModules);
      const names = Object.keys(migrations).sort();
      expect(names[0]).toMatch(/^0001-core-/);
      expect(await migrateToLatest(db as Kysely<unknown>, migrations)).toEqual(names);
      expect(await migrateToLatest(db as Kysely<unknown>, migrations)).toEqual([]);
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'ephemeral_entries', 'outbox', 'app_secrets', 'common_config', 'open_api_applications', 'uploaded_files', 'quote_packages', 'quote_renew_records']));
    } finally {
      await db.destroy();
      await database.dispose();
    }
  }, 60_000);

  it('starts twice on one database: seeds are idempotent and generated keys persist', async () => {
    const database = await createTestDatabase(dialect);
    const config = testConfig({ databaseUrl: database.url, rsaPrivateKeys: [], appSecret: undefined });
    try {
      const first = await buildApp(config, { seed: seedDatabase });
      await first.ready();
      const countRows = async (app: typeof first) => {
        const counts: Record<string, number> = {};
        for (const table of ['users', 'common_config', 'app_secrets', 'quote_packages', 'quote_renew_records']) {
          const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(app.db);
          counts[table] = Number(rows[0].count);
        }
        return counts;
      };
      const before = await countRows(first);
      const keys = first.services.keyRing.publicKeysPem;
      await first.close();

      const second = await buildApp(config, { seed: seedDatabase });
      await second.ready();
      expect(await countRows(second)).toEqual(before);
      expect(before.users).toBe(3);
      expect(before).toMatchObject({ quote_packages: 4, quote_renew_records: 16 });
      expect(second.services.keyRing.publicKeysPem).toEqual(keys);
      await second.close();
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
