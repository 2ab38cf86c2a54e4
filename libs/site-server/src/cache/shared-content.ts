/** How long content every visitor sees alike (base config, page meta, page texts) is reused before it is asked again. */
export const SHARED_CONTENT_TTL_MS = 30_000;
/** At most this many answers are kept; the oldest go first, so unusual queries cannot grow the cache. */
export const SHARED_CONTENT_MAX_ENTRIES = 500;

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

export interface TtlCache {
  /**
   * The answer kept for `key` while it is fresh, else `load()`'s, kept for the TTL. Callers that ask
   * while a load is under way share it; a load that fails is dropped, so the next caller asks again.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The answer kept for `key` if it is fresh and has arrived, without loading it: `{ value }`, or undefined. */
  peek<T>(key: string): { value: T } | undefined;
  clear(): void;
}

interface Entry {
  expiresAt: number;
  answer: Promise<unknown>;
  /** Set once the answer has arrived, so `peek` can give it without waiting. */
  arrived?: { value: unknown };
}

export const createTtlCache = ({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions): TtlCache => {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > time) return kept.answer as Promise<T>;
      entries.delete(key);
      const answer = load();
      const entry: Entry = { expiresAt: time + ttlMs, answer };
      entries.set(key, entry);
      answer.then(
        (value) => {
          entry.arrived = { value };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // A Map iterates in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return answer;
    },
    peek<T>(key: string): { value: T } | undefined {
      const kept = entries.get(key);
      return kept && kept.expiresAt > now() ? (kept.arrived as { value: T } | undefined) : undefined;
    },
    clear() {
      entries.clear();
    },
  };
};
