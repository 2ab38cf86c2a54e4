import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that is enabled only while a run of it is under way. While any is enabled,
 * Node runs a hook for every async operation of the process: page-cache hits, which never read it,
 * spent ~5 % of their CPU there. Disabled once the last run has settled; the next run enables it.
 */
export const storageWhileRunning = <T>() => {
  const storage = new AsyncLocalStorage<T>();
  let running = 0;
  return {
    getStore: (): T | undefined => storage.getStore(),
    /** `work`, with `store` current in it and in all it starts until the promise it returns settles. */
    run: <R>(store: T, work: () => Promise<R>): Promise<R> => {
      running += 1;
      // A promise however `work` fails, so every run ends and the storage is disabled after the last.
      const result = storage.run(store, async () => work());
      return result.finally(() => {
        running -= 1;
        if (running === 0) storage.disable();
      });
    },
  };
};
