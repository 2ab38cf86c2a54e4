/** A task refused because `maxWaiting` tasks already wait. */
export class QueueFullError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `limit` tasks at once; up to `maxWaiting` more wait in arrival order and any beyond
 * that are refused with {@link QueueFullError}, so neither the work nor the queue grows without
 * bound. A few lines instead of `p-limit`: its maintained releases (4 and later) ship ESM only,
 * which the API's CommonJS Jest run cannot load, and it has no bound on waiting tasks.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrency limit must be a positive integer, got ${limit}`);
  }

  /** Tasks started and not yet settled; never more than the limit. */
  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never overshoots.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
