import { storageWhileRunning } from './storage-while-running';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('storageWhileRunning', () => {
  it('keeps each run its own store in everything it starts, also after another run has ended', async () => {
    const storage = storageWhileRunning<string>();
    let endFirst = () => undefined as void;
    const seen: (string | undefined)[] = [];
    const first = storage.run('first', () => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = storage.run('second', async () => {
      seen.push(storage.getStore());
      endFirst();
      await first;
      // The first run has settled; this one is still under way.
      await later();
      seen.push(storage.getStore());
    });
    await second;
    expect(seen).toEqual(['second', 'second']);
  });

  it('has no store outside its runs, before and after, and a new run gets its own', async () => {
    const storage = storageWhileRunning<string>();
    expect(storage.getStore()).toBeUndefined();
    await storage.run('first', later);
    expect(storage.getStore()).toBeUndefined();
    await expect(storage.run('again', async () => (await later(), storage.getStore()))).resolves.toBe('again');
  });

  it('settles as the work settles, a failure included, also one thrown before any promise', async () => {
    const storage = storageWhileRunning<string>();
    await expect(storage.run('x', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(
      storage.run('y', () => {
        throw new Error('render could not start');
      }),
    ).rejects.toThrow('render could not start');
    await expect(storage.run('z', async () => storage.getStore())).resolves.toBe('z');
  });
});
