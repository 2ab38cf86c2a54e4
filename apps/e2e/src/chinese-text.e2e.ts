import type { District } from '@brokerage/contracts';
import { originOf, SITES } from './support';
import { sitemapPageLocs } from './support/sitemap';

const DISTRICTS = Object.keys(SITES) as District[];
/** Every page of a site in two languages, one request at a time: a minute or two on a busy machine. */
const SCAN_TIMEOUT_MS = 5 * 60_000;

/** The UTF-8 of U+FFFD, what a character cut in two decodes to. */
const REPLACEMENT_CHARACTER = Buffer.from('\uFFFD', 'utf8');

const sitemapUrls = async (district: District): Promise<string[]> => {
  // The sitemap names the public origin; the test reaches the same paths on the running server.
  return (await sitemapPageLocs(originOf(district))).map((loc) => `${originOf(district)}${new URL(loc).pathname}`);
};

/**
 * The bytes each Chinese page of the running site is sent as, with its real content (the in-process
 * scans in apps/{hk,mainland}/app/chinese-text.spec.tsx see the pages without it): no NUL where a
 * character crossed the renderer's buffer, no U+FFFD where one was cut.
 */
describe('Chinese text as sent', () => {
  it.each(DISTRICTS)('%s: no page in Traditional or Simplified Chinese contains a NUL byte or U+FFFD', async (district) => {
    const urls = (await sitemapUrls(district)).filter((url) => /\/zh-(hk|cn)(\/|$)/.test(new URL(url).pathname));
    expect(urls.length).toBeGreaterThan(60);
    const damaged: string[] = [];
    for (const url of urls) {
      const response = await fetch(url, { redirect: 'manual' });
      const bytes = Buffer.from(await response.arrayBuffer());
      const at = [bytes.indexOf(0), bytes.indexOf(REPLACEMENT_CHARACTER)].filter((index) => index >= 0).sort((a, b) => a - b)[0];
      if (response.status !== 200) damaged.push(`${new URL(url).pathname}: status ${response.status}`);
      else if (at !== undefined) damaged.push(`${new URL(url).pathname}: ${JSON.stringify(bytes.subarray(Math.max(0, at - 12), at + 12).toString('utf8'))}`);
    }
    expect(damaged).toEqual([]);
  }, SCAN_TIMEOUT_MS);
});
