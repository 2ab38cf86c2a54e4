import { createTtlCache } from './shared-content';

const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('createTtlCache', () => {
  it('answers from the cache until the TTL has passed, then loads again', async () => {
    const { now, advance } = clock();
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 10, now });
    const load = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await expect(cache.get('base', load)).resolves.toBe('first');
    advance(29_999);
    await expect(cache.get('base', load)).resolves.toBe('first');
    advance(1);
    await expect(cache.get('base', load)).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets callers that ask while a load is under way share it', async () => {
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 10, now: clock().now });
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const answers = Promise.all([cache.get('meta', load), cache.get('meta', load), cache.get('meta', load)]);
    finish('meta');
    await expect(answers).resolves.toEqual(['meta', 'meta', 'meta']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a failed load, so the next caller loads again', async () => {
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 10, now: clock().now });
    const load = jest.fn().mockRejectedValueOnce(new Error('API down')).mockResolvedValueOnce('back');
    await expect(cache.get('base', load)).rejects.toThrow('API down');
    await expect(cache.get('base', load)).resolves.toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 2, now: clock().now });
    const load = jest.fn((key: string) => Promise.resolve(key));
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => load(key));
    await cache.get('b', () => load('b'));
    await cache.get('c', () => load('c'));
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', () => load('a'));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('peeks at an answer only once it has arrived and while it is fresh, without loading', async () => {
    const { now, advance } = clock();
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 10, now });
    let finish: (value: string) => void = () => undefined;
    const answer = cache.get('region', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('region')).toBeUndefined();
    finish('MAINLAND');
    await answer;
    expect(cache.peek('region')).toEqual({ value: 'MAINLAND' });
    expect(cache.peek('other')).toBeUndefined();
    advance(30_000);
    expect(cache.peek('region')).toBeUndefined();
  });

  it('forgets everything on clear', async () => {
    const cache = createTtlCache({ ttlMs: 30_000, maxEntries: 10, now: clock().now });
    const load = jest.fn().mockResolvedValue('x');
    await cache.get('base', load);
    cache.clear();
    await cache.get('base', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
