// What deferred parts (deferred-hydration.tsx) need outside the browser only: the server loading
// their code, and tests preloading it. The sites' browser build gets `partLoads = null` instead of
// this module (`withoutServerPartLoads`, tools/vite/remix-site.ts), so none of it is in a page's
// first load; under Jest and in the server build it is this module.

/** A part's download as the server waits for it (deferred-hydration.tsx `Loader`). */
interface PartDownload {
  start: () => Promise<void>;
  failure: () => { error: unknown } | undefined;
}

export interface PartLoads {
  /** Adds a part's download, in the order the parts are defined. */
  define: (start: () => Promise<void>) => void;
  /** Fetches the code of every part defined so far (settles when each came or failed). */
  preloadAll: () => Promise<void>;
  /**
   * What a server render (no `document`) that reached a part without its code throws: the wait for
   * every part's code in order, then this one's once more if it failed (`place.ready`, kept for the
   * place); once that wait is over and the download failed, its error.
   */
  waitOnServer: (place: { ready?: Promise<void> }, download: PartDownload) => unknown;
}

/**
 * On the server, parts' code loads one part after another, in the order the parts are defined:
 * styled-components names a component by the order components are created, and parallel imports
 * finish in any order, so two server processes named the same component differently (the same
 * page with other class names, hence another ETag behind a load balancer).
 *
 * The loads start with the first render that shows a part, not when a module defines one: a load
 * started at import finished at no moment anyone waited for (under Jest, once the test that imported
 * the page had ended, when Jest refuses to require a module, and the part failed to load).
 *
 * `starts` has each part's start of its download, in the order the parts are defined; `loadInOrder` chains them.
 */
const starts: (() => Promise<void>)[] = [];
let queued = 0;
let loads: Promise<void> = Promise.resolve();

/** Queues the parts defined since the last call after the others; settles when all have loaded or failed. */
const loadInOrder = (): Promise<void> => {
  for (; queued < starts.length; queued += 1) loads = loads.then(starts[queued]);
  return loads;
};

export const partLoads: PartLoads | null = {
  define: (start) => {
    starts.push(start);
  },
  preloadAll: () => Promise.all(starts.map((start) => start())).then(() => undefined),
  waitOnServer: (place, download) => {
    // This render has waited for a download, and it failed: the page goes on without the part.
    const failure = download.failure();
    if (failure && place.ready) return failure.error;
    // Every part's code in order, then this one's once more if it failed (in this queue or an earlier one).
    return (place.ready ??= loadInOrder().then(download.start));
  },
};
