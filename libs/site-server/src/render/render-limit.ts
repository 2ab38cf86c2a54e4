import type { RequestHandler, Response } from 'express';
import { logger } from '../logger';

/** Retry-After of the 503 a request gets when the render queue is full, in seconds. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 5;

export interface RenderLimitOptions {
  /** Renders that may run at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Requests that may wait for a render slot (RENDER_QUEUE_LIMIT); beyond it a request is answered 503. */
  maxQueue: number;
}

export interface RenderLimit {
  /**
   * Holds a request until a render slot is free and keeps the slot until its response has been sent
   * or abandoned. A request whose visitor leaves while it waits gives up its place; one that finds
   * the queue full is answered 503 with Retry-After.
   */
  middleware: RequestHandler;
  /** Runs a render that does not pass through the middleware (the page cache's) in a slot, waiting for one if need be. */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders running and requests waiting. */
  load(): { running: number; waiting: number };
}

/**
 * A semaphore over page renders: a burst of connections queues instead of rendering all at once,
 * so memory stays bounded by `concurrency` pages in the making.
 */
export const createRenderLimit = ({ concurrency, maxQueue }: RenderLimitOptions): RenderLimit => {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A freed slot passes straight to the first waiter, so `running` only drops when nobody waits. The
  // waiter starts at once: a visitor leaving in between would otherwise take the slot with them.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const holdUntilSent = (res: Response) => {
    let held = true;
    const done = () => {
      if (!held) return;
      held = false;
      release();
    };
    res.once('finish', done);
    res.once('close', done);
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (running < concurrency) {
      running += 1;
      holdUntilSent(res);
      next();
      return;
    }
    if (waiting.length >= maxQueue) {
      logger.warn('Render queue full, request refused', { method: req.method, path: req.originalUrl, running, waiting: waiting.length });
      res
        .status(503)
        .set({ 'Retry-After': String(QUEUE_FULL_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
        .type('text/plain')
        .send('Service Unavailable');
      return;
    }
    const abandon = () => {
      const place = waiting.indexOf(start);
      if (place >= 0) waiting.splice(place, 1);
    };
    const start = () => {
      res.off('close', abandon);
      holdUntilSent(res);
      next();
    };
    waiting.push(start);
    res.once('close', abandon);
  };

  return {
    middleware,
    async run(render) {
      await acquire();
      try {
        return await render();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
};
