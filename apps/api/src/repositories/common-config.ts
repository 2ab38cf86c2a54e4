import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Stored common_config values (JSON), by key. */
export class CommonConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The parsed values of the keys that exist; unknown keys are left out. */
  async valuesOf(keys: string[]): Promise<Record<string, unknown>> {
    if (keys.length === 0) return {};
    const rows = await this.db.selectFrom('common_config').select(['key', 'value']).where('key', 'in', keys).execute();
    return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  }
}
