/**
 * Short-lived shared state (verification codes, counters, cooldowns, captcha answers, token keys).
 * Lives in Redis when REDIS_URL is set, otherwise in the database, so several API instances agree.
 * Expiry is decided by the caller's clock (`now`, `expiresAt` in epoch ms), so tests can move time.
 */
export interface EphemeralStore {
  /** Stores (or replaces) a value until `expiresAt`. */
  put(key: string, value: string, expiresAt: number, now: number): Promise<void>;
  /** Stores only when there is no live entry; true when it stored. */
  putIfAbsent(key: string, value: string, expiresAt: number, now: number): Promise<boolean>;
  /** The live value, or null. */
  get(key: string, now: number): Promise<string | null>;
  /** Atomically reads and removes a live entry: of concurrent takers, only one gets it. */
  take(key: string, now: number): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Adds 1 to a live counter, or starts one at 1 that lives until `expiresAt`; returns the new count. */
  increment(key: string, expiresAt: number, now: number): Promise<number>;
  /**
   * Check and count in one atomic step: adds 1 only while the live count is below `limit` (a missing
   * or expired counter starts at 1, living until `expiresAt`); the new count, or null when the limit
   * was reached. Of any number of concurrent callers at most `limit` get a count, so a caller can
   * reserve its turn before doing the work the limit protects.
   */
  incrementBelow(key: string, limit: number, expiresAt: number, now: number): Promise<number | null>;
  /** Drops expired entries (where the backend does not do it by itself). */
  purgeExpired(now: number): Promise<void>;
  close(): Promise<void>;
}
