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
});
