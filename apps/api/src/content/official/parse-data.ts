import type { District, Lang } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJson } from '../shared';
import { districtsFor } from './shared';

/**
 * Parsed content by type and keys. A district's own entry wins over the shared ('all') entry with
 * the same type and key, so a site can override one value without copying the rest.
 */
export const findParseData = async (db: Kysely<Database>, params: { district: District; lang: Lang; type: string; keys?: string[] }) => {
  let query = db
    .selectFrom('official_parse_data')
    .select(['type', 'key', 'district', 'value_json', 'updated_at'])
    .where('type', '=', params.type)
    .where('lang', '=', params.lang)
    .where('district', 'in', districtsFor(params.district));
  if (params.keys) query = query.where('key', 'in', params.keys);
  const rows = await query.orderBy('key').execute();

  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const held = byKey.get(row.key);
    if (!held || (held.district === 'all' && row.district !== 'all')) byKey.set(row.key, row);
  }
  const list = [...byKey.values()].map((row) => ({
    type: row.type,
    key: row.key,
    value: parseJson<unknown>(row.value_json),
    updatedAt: row.updated_at,
  }));
  return { list, total: list.length };
};
