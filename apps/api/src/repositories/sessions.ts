import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newToken, sha256Hex } from '../security/tokens';

/** Spec 3/9: the auth cookie and the session last 30 days. */
export const SESSION_TTL_MS = 30 * 86_400_000;

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new session; returns the token, which is stored only as its SHA-256. */
  async create(userUuid: string, now: number): Promise<string> {
    const token = newToken();
    await this.db
      .insertInto('sessions')
      .values({ token_hash: sha256Hex(token), user_uuid: userUuid, created_at: now, expires_at: now + SESSION_TTL_MS })
      .execute();
    return token;
  }

  /** The user of a live (unexpired) session, or undefined. */
  async userOf(tokenHash: string, now: number): Promise<string | undefined> {
    const session = await this.db.selectFrom('sessions').select('user_uuid').where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
    return session?.user_uuid;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
