import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createRenderLimit, type RenderLimit } from './render-limit';

/** Lets pending I/O and timers run until `condition` holds. */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** A site whose every "render" waits until the test lets it finish, counting renders in flight. */
const startSite = async (limit: RenderLimit) => {
  const held: (() => void)[] = [];
  const counts = { inFlight: 0, maxInFlight: 0, started: 0 };
  const app = express();
  app.use(limit.middleware);
  app.get('*', (_req, res) => {
    counts.started += 1;
    counts.inFlight += 1;
    counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
    held.push(() => {
      counts.inFlight -= 1;
      res.type('text/plain').send('rendered');
    });
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    counts,
    held,
    /** Finishes the oldest render still held. */
    finishOne: () => held.shift()?.(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('createRenderLimit', () => {
  it('runs at most `concurrency` renders of a burst at once; the others wait and are all answered', async () => {
    const limit = createRenderLimit({ concurrency: 3, maxQueue: 50 });
    const site = await startSite(limit);
    const answers = Promise.all(Array.from({ length: 10 }, (_, index) => fetch(`${site.url}/page-${index}`).then(async (response) => [response.status, await response.text()])));
    await until(() => site.counts.inFlight === 3 && limit.load().waiting === 7);
    while (site.counts.started < 10 || site.held.length > 0) {
      await until(() => site.held.length > 0);
      site.finishOne();
    }
    expect(await answers).toEqual(Array.from({ length: 10 }, () => [200, 'rendered']));
    expect(site.counts.maxInFlight).toBe(3);
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
    await site.close();
  });

  it('answers 503 with Retry-After once the queue is full', async () => {
    const limit = createRenderLimit({ concurrency: 1, maxQueue: 1 });
    const site = await startSite(limit);
    const first = fetch(`${site.url}/a`);
    await until(() => site.counts.inFlight === 1);
    const second = fetch(`${site.url}/b`);
    await until(() => limit.load().waiting === 1);
    const third = await fetch(`${site.url}/c`);
    expect(third.status).toBe(503);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(third.headers.get('Cache-Control')).toBe('no-store');
    site.finishOne();
    await until(() => site.held.length === 1);
    site.finishOne();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    await site.close();
  });

  it('gives up the place of a visitor who leaves while waiting', async () => {
    const limit = createRenderLimit({ concurrency: 1, maxQueue: 5 });
    const site = await startSite(limit);
    const first = fetch(`${site.url}/a`);
    await until(() => site.counts.inFlight === 1);
    const leaving = new AbortController();
    const abandoned = fetch(`${site.url}/left`, { signal: leaving.signal }).catch(() => 'aborted');
    await until(() => limit.load().waiting === 1);
    leaving.abort();
    await until(() => limit.load().waiting === 0);
    expect(await abandoned).toBe('aborted');
    site.finishOne();
    expect((await first).status).toBe(200);
    const next = fetch(`${site.url}/b`);
    await until(() => site.held.length === 1);
    site.finishOne();
    expect((await next).status).toBe(200);
    // The visitor who left was never rendered.
    expect(site.counts.started).toBe(2);
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
    await site.close();
  });

  it('runs renders given to `run` within the same slots', async () => {
    const limit = createRenderLimit({ concurrency: 2, maxQueue: 0 });
    const finishers: (() => void)[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const render = (index: number) =>
      limit.run(async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise<void>((resolve) => finishers.push(resolve));
        inFlight -= 1;
        return index;
      });
    const results = Promise.all([0, 1, 2, 3, 4].map(render));
    await until(() => finishers.length === 2);
    expect(limit.load()).toEqual({ running: 2, waiting: 3 });
    let finished = 0;
    while (finished < 5) {
      await until(() => finishers.length > 0);
      finishers.shift()?.();
      finished += 1;
    }
    expect(await results).toEqual([0, 1, 2, 3, 4]);
    expect(maxInFlight).toBe(2);
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
  });
});
