import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('runs at most the limit at once, all tasks in the end, and goes on after a failure', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const task = (value: number) => async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (value === 3) throw new Error('task 3 failed');
      return value;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, value) => limit.run(task(value))));
    expect(mostAtOnce).toBe(2);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([0, 1, 2, 'failed', 4, 5, 6, 7]);
    expect(limit.active).toBe(0);
  });

  it('refuses tasks beyond the waiting room and takes new ones once it empties', async () => {
    const limit = new ConcurrencyLimit(1, 2);
    const started: number[] = [];
    const task = (value: number) => () => {
      started.push(value);
      return new Promise<number>((resolve) => setImmediate(() => resolve(value)));
    };
    const results = await Promise.allSettled([0, 1, 2, 3].map((value) => limit.run(task(value))));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).name))).toEqual([0, 1, 2, 'QueueFullError']);
    expect(started).toEqual([0, 1, 2]);
    expect(await limit.run(task(4))).toBe(4);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
  });
});
