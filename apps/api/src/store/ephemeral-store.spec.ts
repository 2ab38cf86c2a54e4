import { randomBytes } from 'node:crypto';
import { createDatabase, migrateToLatest } from '@brokerage/db';
import type { Kysely } from 'kysely';
import { coreMigrations } from '../db/migrations/core';
import type { Database } from '../db/schema';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-database';
import { DatabaseStore } from './database-store';
import type { EphemeralStore } from './ephemeral-store';
import { RedisStore } from './redis-store';

/** The same behaviour is required of every store. */
const storeContract = (name: string, open: () => Promise<{ store: EphemeralStore; close(): Promise<void> }>) => {
  describe(name, () => {
    let store: EphemeralStore;
    let close: () => Promise<void>;
    const now = 1_800_000_000_000;

    beforeAll(async () => {
      ({ store, close } = await open());
    }, 30_000);
    afterAll(async () => close());

    it('puts, reads and replaces values until they expire by the caller clock', async () => {
      await store.put('a', 'one', now + 1000, now);
      expect(await store.get('a', now)).toBe('one');
      await store.put('a', 'two', now + 1000, now);
      expect(await store.get('a', now + 999)).toBe('two');
      expect(await store.get('a', now + 1000)).toBeNull();
      expect(await store.get('missing', now)).toBeNull();
    });

    it('stores with putIfAbsent only when no live entry exists', async () => {
      expect(await store.putIfAbsent('b', '1', now + 1000, now)).toBe(true);
      expect(await store.putIfAbsent('b', '2', now + 1000, now + 10)).toBe(false);
      expect(await store.get('b', now + 10)).toBe('1');
      expect(await store.putIfAbsent('b', '3', now + 5000, now + 1000)).toBe(true);
      expect(await store.get('b', now + 1000)).toBe('3');
    });

    it('takes an entry once, even when many try at the same moment', async () => {
      await store.put('c', 'prize', now + 1000, now);
      const takers = await Promise.all(Array.from({ length: 8 }, () => store.take('c', now)));
      expect(takers.filter((value) => value === 'prize')).toHaveLength(1);
      expect(await store.get('c', now)).toBeNull();
      await store.put('c2', 'late', now + 1000, now);
      expect(await store.take('c2', now + 1000)).toBeNull();
    });

    it('counts atomically and restarts a counter after it expired', async () => {
      const counts = await Promise.all(Array.from({ length: 10 }, () => store.increment('d', now + 1000, now)));
      expect([...counts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await store.get('d', now)).toBe('10');
      expect(await store.increment('d', now + 5000, now + 1000)).toBe(1);
      expect(await store.increment('d', now + 9999, now + 1001)).toBe(2);
      expect(await store.get('d', now + 4999)).toBe('2');
      expect(await store.get('d', now + 5000)).toBeNull();
    });

    it('checks and counts in one step: of 40 concurrent callers only the limit get a count', async () => {
      const counts = await Promise.all(Array.from({ length: 40 }, () => store.incrementBelow('limited', 10, now + 1000, now)));
      expect(counts.filter((count) => count !== null).sort((x, y) => Number(x) - Number(y))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await store.get('limited', now)).toBe('10');
      expect(await store.incrementBelow('limited', 10, now + 5000, now + 1000)).toBe(1);
      expect(await store.get('limited', now + 4999)).toBe('1');
      expect(await store.incrementBelow('never', 0, now + 1000, now)).toBeNull();
    });

    it('deletes and purges', async () => {
      await store.put('e', 'x', now + 1000, now);
      await store.delete('e');
      expect(await store.get('e', now)).toBeNull();
      await store.put('f', 'x', now + 10, now);
      await store.purgeExpired(now + 10);
      expect(await store.get('f', now + 10)).toBeNull();
      expect(await store.putIfAbsent('f', 'y', now + 1000, now + 10)).toBe(true);
    });
  });
};

for (const dialect of testDialects()) {
  storeContract(`DatabaseStore [${dialect}]`, async () => {
    const database: TestDatabase = await createTestDatabase(dialect);
    const db: Kysely<Database> = createDatabase<Database>({ url: database.url });
    await migrateToLatest(db as Kysely<unknown>, coreMigrations);
    return {
      store: new DatabaseStore(db),
      close: async () => {
        await db.destroy();
        await database.dispose();
      },
    };
  });
}

const redisUrl = process.env['REDIS_URL'];
if (redisUrl) {
  // A unique prefix per run keeps parallel runs on one Redis apart.
  storeContract('RedisStore', async () => {
    const store = new RedisStore(redisUrl, `test:${randomBytes(6).toString('hex')}:`);
    return { store, close: () => store.close() };
  });
} else if (process.env['CI']) {
  throw new Error('CI is set but REDIS_URL is not: the Redis store tests cannot run.');
} else {
  console.warn('\n*** REDIS_URL is not set: RedisStore tests SKIPPED. ***\n');
}
