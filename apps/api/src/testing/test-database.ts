import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchPostgresDatabase, type DatabaseDialect, type ScratchDatabase } from '@brokerage/db';

export interface TestDatabase {
  dialect: DatabaseDialect;
  url: string;
  dispose(): Promise<void>;
}

/** A fresh, empty database of the dialect: a temp SQLite file or a new PostgreSQL database from DATABASE_URL. */
export const createTestDatabase = async (dialect: DatabaseDialect): Promise<TestDatabase> => {
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'api-sqlite-'));
    return { dialect, url: join(directory, 'test.sqlite'), dispose: async () => rmSync(directory, { recursive: true, force: true }) };
  }
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const scratch: ScratchDatabase = await createScratchPostgresDatabase(baseUrl, 'api_test');
  return { dialect, url: scratch.url, dispose: () => scratch.drop() };
};

/** The dialects to run: SQLite always; PostgreSQL when DATABASE_URL names one (required when CI is set). */
export const testDialects = (): DatabaseDialect[] => {
  const url = process.env['DATABASE_URL'];
  if (url && /^postgres(ql)?:\/\//.test(url)) return ['sqlite', 'postgres'];
  if (process.env['CI']) throw new Error('CI is set but DATABASE_URL does not name a PostgreSQL database: the PostgreSQL half of the API tests cannot run.');
  console.warn('\n*** DATABASE_URL is not a postgres:// URL: API tests run on SQLite only; PostgreSQL was SKIPPED. ***\n');
  return ['sqlite'];
};
