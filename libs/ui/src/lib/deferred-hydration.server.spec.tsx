/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { deferHydration } from './deferred-hydration';

const Notice = ({ text }: { text: string }) => <p>{text}</p>;

describe('deferHydration on the server', () => {
  it('has the code before the first request: a part renders in full even with renderToString', async () => {
    const Part = deferHydration(async () => Notice);
    // The import started when the part was defined (module load); a server has long finished it.
    await new Promise((resolve) => setImmediate(resolve));
    const html = renderToString(<Part text="Licensed by the SFC" />);
    expect(html).toMatch(/^<div class="[^"]+"><!--\$--><p>Licensed by the SFC<\/p><!--\/\$--><\/div>$/);
  });

  it('loads parts one after another in the order they are defined, however fast each download is', async () => {
    // styled-components names components in the order they are created: parts loading in any
    // order gave two server processes different class names for the same page.
    const events: string[] = [];
    let bothLoaded = () => undefined as void;
    const loaded = new Promise<void>((resolve) => {
      bothLoaded = resolve;
    });
    const slowLoad = (name: string, ms: number) => () => {
      events.push(`${name} starts`);
      return new Promise<typeof Notice>((resolve) =>
        setTimeout(() => {
          events.push(`${name} done`);
          if (events.length === 4) bothLoaded();
          resolve(Notice);
        }, ms),
      );
    };
    // Defining a part starts its download on a server; nothing else is asked of them here.
    deferHydration(slowLoad('first', 30));
    deferHydration(slowLoad('second', 0));
    await loaded;
    expect(events).toEqual(['first starts', 'first done', 'second starts', 'second done']);
  });
});
