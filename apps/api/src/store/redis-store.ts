import { Redis } from 'ioredis';
import type { EphemeralStore } from './ephemeral-store';

/**
 * EphemeralStore on Redis. Each entry is a hash {v: value, e: expiresAt}; scripts compare `e` with
 * the caller's clock so expiry follows the same clock as the database store, and a real TTL
 * (relative, with a margin) lets Redis drop the entry by itself.
 */
const LIVE = `local e = redis.call('HGET', KEYS[1], 'e')
local live = e and tonumber(e) > tonumber(ARGV[1])`;

const SCRIPTS = {
  storeGet: { numberOfKeys: 1, lua: `${LIVE}\nif not live then return false end\nreturn redis.call('HGET', KEYS[1], 'v')` },
  storeTake: {
    numberOfKeys: 1,
    lua: `${LIVE}\nif not live then return false end\nlocal v = redis.call('HGET', KEYS[1], 'v')\nredis.call('DEL', KEYS[1])\nreturn v`,
  },
  // ARGV: now, value, expiresAt, ttlMs
  storePutIfAbsent: {
    numberOfKeys: 1,
    lua: `${LIVE}\nif live then return 0 end\nredis.call('DEL', KEYS[1])\nredis.call('HSET', KEYS[1], 'v', ARGV[2], 'e', ARGV[3])\nredis.call('PEXPIRE', KEYS[1], ARGV[4])\nreturn 1`,
  },
  // ARGV: now, expiresAt, ttlMs
  storeIncrement: {
    numberOfKeys: 1,
    lua: `${LIVE}\nif live then return redis.call('HINCRBY', KEYS[1], 'v', 1) end\nredis.call('DEL', KEYS[1])\nredis.call('HSET', KEYS[1], 'v', 1, 'e', ARGV[2])\nredis.call('PEXPIRE', KEYS[1], ARGV[3])\nreturn 1`,
  },
  // ARGV: now, limit, expiresAt, ttlMs; false when the live count is at the limit.
  storeIncrementBelow: {
    numberOfKeys: 1,
    lua: `${LIVE}\nif live then\n  if tonumber(redis.call('HGET', KEYS[1], 'v')) >= tonumber(ARGV[2]) then return false end\n  return redis.call('HINCRBY', KEYS[1], 'v', 1)\nend\nredis.call('DEL', KEYS[1])\nredis.call('HSET', KEYS[1], 'v', 1, 'e', ARGV[3])\nredis.call('PEXPIRE', KEYS[1], ARGV[4])\nreturn 1`,
  },
} as const;

type ScriptClient = Redis & {
  storeGet(key: string, now: number): Promise<string | null>;
  storeTake(key: string, now: number): Promise<string | null>;
  storePutIfAbsent(key: string, now: number, value: string, expiresAt: number, ttlMs: number): Promise<number>;
  storeIncrement(key: string, now: number, expiresAt: number, ttlMs: number): Promise<number>;
  storeIncrementBelow(key: string, now: number, limit: number, expiresAt: number, ttlMs: number): Promise<number | null>;
};

/** Redis keeps an entry a little past its logical expiry, so a clock slightly ahead never loses it early. */
const TTL_MARGIN_MS = 60_000;
const ttlFor = (expiresAt: number, now: number): number => Math.max(expiresAt - now, 1) + TTL_MARGIN_MS;

export class RedisStore implements EphemeralStore {
  private readonly redis: ScriptClient;

  /** @param keyPrefix keeps apps (and test runs) sharing one Redis apart. */
  constructor(
    url: string,
    private readonly keyPrefix = 'broker:',
  ) {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    for (const [name, script] of Object.entries(SCRIPTS)) redis.defineCommand(name, script);
    this.redis = redis as ScriptClient;
  }

  private k(key: string): string {
    return this.keyPrefix + key;
  }

  async put(key: string, value: string, expiresAt: number, now: number): Promise<void> {
    await this.redis.multi().del(this.k(key)).hset(this.k(key), 'v', value, 'e', String(expiresAt)).pexpire(this.k(key), ttlFor(expiresAt, now)).exec();
  }

  async putIfAbsent(key: string, value: string, expiresAt: number, now: number): Promise<boolean> {
    return (await this.redis.storePutIfAbsent(this.k(key), now, value, expiresAt, ttlFor(expiresAt, now))) === 1;
  }

  get(key: string, now: number): Promise<string | null> {
    return this.redis.storeGet(this.k(key), now);
  }

  take(key: string, now: number): Promise<string | null> {
    return this.redis.storeTake(this.k(key), now);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  increment(key: string, expiresAt: number, now: number): Promise<number> {
    return this.redis.storeIncrement(this.k(key), now, expiresAt, ttlFor(expiresAt, now));
  }

  async incrementBelow(key: string, limit: number, expiresAt: number, now: number): Promise<number | null> {
    if (limit < 1) return null;
    return this.redis.storeIncrementBelow(this.k(key), now, limit, expiresAt, ttlFor(expiresAt, now));
  }

  async purgeExpired(): Promise<void> {
    // Redis expires entries itself.
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
