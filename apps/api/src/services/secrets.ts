import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { generateRsaPrivateKeyPem } from '../security/rsa';

type SecretsDb = Kysely<Database>;

/** Published key list holds two keys (spec 3: two built-in fallback keys, the second used in production). */
const GENERATED_RSA_KEYS = 2;

/**
 * A secret persisted in `app_secrets`, created once: the first instance to insert wins and
 * every other instance reads the winner's value, so all instances share it.
 */
const persistedSecret = async (db: SecretsDb, name: string, create: () => string, now: number): Promise<string> => {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: create(), created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
};

export interface ResolvedSecrets {
  rsaPrivateKeys: string[];
  appSecret: string;
}

/**
 * Keys and secrets: from the configuration when given (always in `pro`, enforced by loadConfig),
 * otherwise generated on first start and kept in the database.
 */
export const resolveSecrets = async (db: SecretsDb, config: AppConfig, now: number): Promise<ResolvedSecrets> => {
  const rsaPrivateKeys =
    config.rsaPrivateKeys.length > 0
      ? config.rsaPrivateKeys
      : (JSON.parse(
          await persistedSecret(db, 'rsa-private-keys', () => JSON.stringify(Array.from({ length: GENERATED_RSA_KEYS }, () => generateRsaPrivateKeyPem())), now),
        ) as string[]);
  const appSecret = config.appSecret ?? (await persistedSecret(db, 'app-secret', () => randomBytes(32).toString('base64url'), now));
  return { rsaPrivateKeys, appSecret };
};
