import { type District } from '@brokerage/contracts';
import { commitSessionToken } from '@brokerage/site-server';
import { describeInBrowser, originOf, pagePath, SITES } from './support';
import { loginWithPasswordThroughApi } from './support/session';
import { sitemapPageLocs } from './support/sitemap';

const DISTRICTS = Object.keys(SITES) as District[];
/** Pages behind the login (the Hong Kong site's personal centre) and after a registration: no sitemap lists them. */
const PERSONAL_PAGES: Record<District, string[]> = {
  hk: ['/sta-login', '/sta-login/api', '/sta-login/goods', '/renew-record', '/newreg-thankyou'],
  mainland: ['/newreg-thankyou'],
};

/** The route a page path is an instance of: every detail page or numbered list page of a kind answers alike. */
const kindOf = (path: string): string => path.replace(/\/detail\/[^/]+/, '/detail/{id}').replace(/\/\d+(?=\/|$)/g, '/{n}');

/** One English page of each kind the sitemap lists. */
const sitemapPaths = async (district: District): Promise<string[]> => {
  const english = (await sitemapPageLocs(originOf(district))).map((loc) => new URL(loc).pathname).filter((path) => path.startsWith(pagePath(district, 'en')));
  return [...new Map(english.map((path) => [kindOf(path), path])).values()];
};

/**
 * A shared cache in front of the sites (a CDN, nginx) must never keep what a logged-in visitor got:
 * their page, or the `.data` a client-side navigation fetches, holds their phone and e-mail.
 */
describeInBrowser('responses for a logged-in visitor', () => {
  it.each(DISTRICTS)("%s: the document and .data of a page of every kind, with a session, are private, no-store", async (district) => {
    const token = await loginWithPasswordThroughApi(district);
    const cookie = (await commitSessionToken(token, 'sit')).split(';')[0];
    const paths = [...(await sitemapPaths(district)), ...PERSONAL_PAGES[district].map((page) => pagePath(district, 'en', page))];
    expect(paths.length).toBeGreaterThan(40);
    const cacheable: string[] = [];
    const userSeen: string[] = [];
    for (const path of paths) {
      for (const url of [path, `${path}.data`]) {
        const response = await fetch(`${originOf(district)}${url}`, { headers: { Cookie: cookie }, redirect: 'manual' });
        const cacheControl = response.headers.get('Cache-Control');
        if (cacheControl !== 'private, no-store') cacheable.push(`${url} ${response.status}: ${cacheControl}`);
        if (url === `${pagePath(district, 'en')}.data` && (await response.text()).includes('51234567')) userSeen.push(url);
      }
    }
    expect(cacheable).toEqual([]);
    // The home's data does hold the user's phone: what the rule protects is really there.
    expect(userSeen).toEqual([`${pagePath(district, 'en')}.data`]);
  }, 10 * 60_000);
});
