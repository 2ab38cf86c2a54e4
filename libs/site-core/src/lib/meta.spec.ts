import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import { pageTitleMeta, siteRootMeta } from './meta';
import type { SiteRootData } from './site-document';

const title = { id: 'site.notFound.title', message: 'Page not found' };

/** Root data as the root loader gives it, with only what the head needs. */
const rootData = (heads: Record<string, { title?: string; description?: string; keywords?: string }>, brandName = ''): SiteRootData =>
  ({ siteUrl: 'https://www.example.com', shell: { heads, baseConfig: { brandName } } }) as unknown as SiteRootData;

describe('page titles', () => {
  it("translates a page's title into the language of its URL", () => {
    expect(pageTitleMeta(title)({ params: { lang: 'zh-hk' } })).toEqual([{ title: '找不到頁面' }]);
    expect(pageTitleMeta(title)({ params: { lang: 'zh-cn' } })).toEqual([{ title: '找不到页面' }]);
    expect(pageTitleMeta(title, { noindex: true })({ params: { lang: 'en' } })).toEqual([{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]);
  });

  it('adds the brand of the base config the root loader has', () => {
    const matches = [{ id: 'root', data: rootData({}, '港灣證券') }];
    expect(pageTitleMeta(title)({ params: { lang: 'zh-hk' }, matches })).toEqual([{ title: '找不到頁面 | 港灣證券' }]);
  });
});

describe('the head of a site page', () => {
  it("takes the page's title, description and keywords from the head/meta content of its page id", () => {
    const meta = siteRootMeta(hk)({ data: rootData({ charges: { title: 'Fees | Harbourfront', description: 'All fees', keywords: 'fees' } }), location: { pathname: '/en/charges/2' } });
    expect(meta).toEqual([{ title: 'Fees | Harbourfront' }, { name: 'description', content: 'All fees' }, { name: 'keywords', content: 'fees' }]);
  });

  it('falls back to the brand of the base config, then to the district config in the page language (spec 8)', () => {
    expect(siteRootMeta(hk)({ data: rootData({}, 'Harbourfront Online'), location: { pathname: '/en' } })).toEqual([{ title: 'Harbourfront Online' }]);
    expect(siteRootMeta(mainland)({ data: undefined, location: { pathname: '/mainland/zh-cn/charges' } })).toEqual([{ title: '港湾证券' }]);
    expect(siteRootMeta(hk)({ data: undefined, location: { pathname: '/zh-hk' } })).toEqual([{ title: '港灣證券' }]);
  });
});
