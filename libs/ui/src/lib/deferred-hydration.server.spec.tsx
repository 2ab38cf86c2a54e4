/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { deferHydration } from './deferred-hydration';

const Notice = ({ text }: { text: string }) => <p>{text}</p>;

/** Renders as the sites' server does: the whole page once every part is ready. */
const renderPage = (page: JSX.Element) =>
  new Promise<{ html: string; errors: unknown[] }>((resolve, reject) => {
    const errors: unknown[] = [];
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), errors }));
        pipe(body);
      },
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });

describe('deferHydration on the server', () => {
  it('starts no download when a module defines a part, and renders the part in full on the first request', async () => {
    const load = jest.fn(async () => Notice);
    const Part = deferHydration(load);
    // A download started at import would finish after the caller had moved on (under Jest, outside the test).
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).not.toHaveBeenCalled();

    const { html, errors } = await renderPage(<Part text="Licensed by the SFC" />);
    expect(html).toMatch(/^<div class="[^"]+"><!--\$--><p>Licensed by the SFC<\/p><!--\/\$--><\/div>$/);
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads parts one after another in the order they are defined, however fast each download is', async () => {
    // styled-components names components in the order they are created: parts loading in any
    // order gave two server processes different class names for the same page.
    const events: string[] = [];
    const slowLoad = (name: string, ms: number) => () => {
      events.push(`${name} starts`);
      return new Promise<typeof Notice>((resolve) =>
        setTimeout(() => {
          events.push(`${name} done`);
          resolve(Notice);
        }, ms),
      );
    };
    deferHydration(slowLoad('first', 30));
    const Second = deferHydration(slowLoad('second', 0));
    // The page shows only the second part: the first still loads before it.
    const { html } = await renderPage(<Second text="Fees" />);
    expect(html).toContain('<p>Fees</p>');
    expect(events).toEqual(['first starts', 'first done', 'second starts', 'second done']);
  });

  it('finishes the page without a part whose code fails to load, reporting the error, and tries again on the next request', async () => {
    const offline = new Error('Cannot find module ./fees-table');
    let failures = 2;
    const load = jest.fn(() => (failures-- > 0 ? Promise.reject(offline) : Promise.resolve(Notice)));
    const Part = deferHydration(load);

    // The page's render ends (a hang would fail the test by its timeout; a render abort would report
    // its own error, not the load's): the error is reported, the part is left to the browser (a
    // client-rendered boundary), the rest of the page is there.
    const first = await renderPage(
      <main>
        <h1>Fees</h1>
        <Part text="Fee table" />
      </main>,
    );
    expect(first.errors).toEqual([offline]);
    expect(first.html).toContain('<h1>Fees</h1>');
    expect(first.html).not.toContain('Fee table');
    expect(first.html).toContain('<!--$!-->');
    expect(load).toHaveBeenCalledTimes(2);

    // The failure was not kept: the next request downloads again, and now has the part.
    const second = await renderPage(<Part text="Fee table" />);
    expect(load).toHaveBeenCalledTimes(3);
    expect(second.errors).toEqual([]);
    expect(second.html).toContain('<!--$--><p>Fee table</p><!--/$-->');
  });
});
