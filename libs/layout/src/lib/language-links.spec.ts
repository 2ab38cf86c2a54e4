import { fixtureDistrictConfig } from './fixtures';
import { buildLanguageLinks } from './language-links';

const hrefs = (links: ReturnType<typeof buildLanguageLinks>) => Object.fromEntries(links.map((link) => [link.lang, link.href]));

describe('buildLanguageLinks', () => {
  it('keeps the current page and query string on the HK site', () => {
    const links = buildLanguageLinks({ site: fixtureDistrictConfig('hk'), lang: 'zh-hk', pathname: '/zh-hk/news-list/2', search: '?ICode=AB12&rgdim_src=fb' });
    expect(hrefs(links)).toEqual({
      'zh-hk': '/zh-hk/news-list/2?ICode=AB12&rgdim_src=fb',
      'zh-cn': '/zh-cn/news-list/2?ICode=AB12&rgdim_src=fb',
      en: '/en/news-list/2?ICode=AB12&rgdim_src=fb',
    });
    expect(links.filter((link) => link.current).map((link) => link.lang)).toEqual(['zh-hk']);
  });

  it('keeps the /mainland prefix on the mainland site', () => {
    const links = buildLanguageLinks({ site: fixtureDistrictConfig('mainland'), lang: 'en', pathname: '/mainland/en/charges', search: 'tab=hk' });
    expect(hrefs(links)).toEqual({
      'zh-hk': '/mainland/zh-hk/charges?tab=hk',
      'zh-cn': '/mainland/zh-cn/charges?tab=hk',
      en: '/mainland/en/charges?tab=hk',
    });
  });

  it('links language homes from a home page, without a trailing slash or an empty query', () => {
    const links = buildLanguageLinks({ site: fixtureDistrictConfig('hk'), lang: 'en', pathname: '/en/', search: '?' });
    expect(hrefs(links)).toEqual({ 'zh-hk': '/zh-hk', 'zh-cn': '/zh-cn', en: '/en' });
  });

  it('names each language in itself', () => {
    const links = buildLanguageLinks({ site: fixtureDistrictConfig('hk'), lang: 'en', pathname: '/en' });
    expect(links.map((link) => link.name)).toEqual(['繁體中文', '简体中文', 'English']);
  });
});
