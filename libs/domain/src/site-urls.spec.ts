import {
  decideLangRoute,
  districtOfPath,
  homePath,
  langOfPath,
  languageAlternates,
  pageIdOf,
  pageOfPath,
  pagePath,
  parseLang,
  siteRootRedirect,
  switchLangPath,
  unknownPathRedirect,
} from './site-urls';
import type { SiteUrlConfig } from './district-config';

const hk: SiteUrlConfig = { district: 'hk', defaultLang: 'zh-hk', basePath: '' };
const mainland: SiteUrlConfig = { district: 'mainland', defaultLang: 'zh-cn', basePath: '/mainland' };
const url = (path: string) => new URL(path, 'https://www.example.com');

describe('language segments', () => {
  it('accepts the three languages in any letter case and nothing else', () => {
    expect(parseLang('zh-hk')).toBe('zh-hk');
    expect(parseLang('ZH-CN')).toBe('zh-cn');
    expect(parseLang('En')).toBe('en');
    for (const segment of ['', 'zh', 'zh-tw', 'english', 'en-us', 'zh_hk', undefined, null]) expect(parseLang(segment)).toBeNull();
  });
});

describe('paths of a site', () => {
  it('builds home and page paths under the district prefix', () => {
    expect(homePath(hk)).toBe('/zh-hk');
    expect(homePath(mainland)).toBe('/mainland/zh-cn');
    expect(homePath(mainland, 'en')).toBe('/mainland/en');
    expect(pagePath(hk, 'en', '/about-us/contact-us/')).toBe('/en/about-us/contact-us');
    expect(pagePath(mainland, 'zh-hk', '')).toBe('/mainland/zh-hk');
    expect(pagePath(hk, 'zh-cn', '/')).toBe('/zh-cn');
  });

  it('reads the language and the page from a URL path', () => {
    expect(langOfPath(hk, '/en/charges/2')).toBe('en');
    expect(langOfPath(hk, '/nowhere')).toBe('zh-hk');
    expect(langOfPath(mainland, '/mainland/zh-hk/news-list')).toBe('zh-hk');
    expect(langOfPath(mainland, '/mainland')).toBe('zh-cn');
    expect(pageOfPath(hk, '/zh-hk')).toBe('');
    expect(pageOfPath(hk, '/zh-hk/about-us/contact-us')).toBe('about-us/contact-us');
    expect(pageOfPath(mainland, '/mainland/en/charges/')).toBe('charges');
    expect(pageOfPath(mainland, '/en/charges')).toBeNull();
    expect(pageOfPath(hk, '/robots.txt')).toBeNull();
  });

  it('tells which district site a path belongs to', () => {
    expect(districtOfPath('/mainland/en/charges')).toBe('mainland');
    expect(districtOfPath('/Mainland')).toBe('mainland');
    expect(districtOfPath('/zh-hk/charges')).toBe('hk');
    expect(districtOfPath('/mainlandx/en')).toBeNull();
    expect(districtOfPath('/')).toBeNull();
  });
});

describe('redirect decisions', () => {
  it('sends / (and /mainland) to the default language home, keeping the query string', () => {
    expect(siteRootRedirect(hk, '')).toBe('/zh-hk');
    expect(siteRootRedirect(hk, '?ICode=AB12&rgdim_src=x')).toBe('/zh-hk?ICode=AB12&rgdim_src=x');
    expect(siteRootRedirect(mainland, '?')).toBe('/mainland/zh-cn');
  });

  it('renders known languages and redirects everything else', () => {
    expect(decideLangRoute(hk, 'en', url('/en'))).toEqual({ kind: 'render', lang: 'en' });
    expect(decideLangRoute(mainland, 'zh-hk', url('/mainland/zh-hk'))).toEqual({ kind: 'render', lang: 'zh-hk' });
    expect(decideLangRoute(hk, 'xx', url('/xx?a=1'))).toEqual({ kind: 'redirect', location: '/zh-hk?a=1' });
    expect(decideLangRoute(mainland, 'fr', url('/mainland/fr/charges'))).toEqual({ kind: 'redirect', location: '/mainland/zh-cn' });
  });

  it('sends a differently cased language to the same page in lower case', () => {
    expect(decideLangRoute(hk, 'EN', url('/EN/about-us/contact-us?x=1'))).toEqual({ kind: 'redirect', location: '/en/about-us/contact-us?x=1' });
    expect(decideLangRoute(mainland, 'Zh-Cn', url('/mainland/Zh-Cn/'))).toEqual({ kind: 'redirect', location: '/mainland/zh-cn' });
  });

  it('sends unknown paths to the home of the language they name, else of the default language', () => {
    expect(unknownPathRedirect(hk, url('/en/no-such-page'))).toBe('/en');
    expect(unknownPathRedirect(hk, url('/xx/unknown'))).toBe('/zh-hk');
    expect(unknownPathRedirect(hk, url('/zh-cn/a/b/c?ICode=Z9'))).toBe('/zh-cn?ICode=Z9');
    expect(unknownPathRedirect(mainland, url('/mainland/en/nothing'))).toBe('/mainland/en');
    expect(unknownPathRedirect(mainland, url('/mainland/xx/unknown'))).toBe('/mainland/zh-cn');
    expect(unknownPathRedirect(mainland, url('/xx/unknown'))).toBe('/mainland/zh-cn');
  });
});

describe('language switch and alternates', () => {
  it('keeps the page and the query string', () => {
    expect(switchLangPath(hk, url('/zh-hk/charges/3?tab=hk'), 'en')).toBe('/en/charges/3?tab=hk');
    expect(switchLangPath(mainland, url('/mainland/zh-cn'), 'zh-hk')).toBe('/mainland/zh-hk');
  });

  it('lists the page in every language', () => {
    expect(languageAlternates(mainland, 'download')).toEqual([
      { lang: 'zh-hk', path: '/mainland/zh-hk/download' },
      { lang: 'zh-cn', path: '/mainland/zh-cn/download' },
      { lang: 'en', path: '/mainland/en/download' },
    ]);
  });
});

describe('content page ids', () => {
  it('names a page by its path up to the first numeric segment', () => {
    expect(pageIdOf('')).toBe('home');
    expect(pageIdOf('charges')).toBe('charges');
    expect(pageIdOf('charges/2')).toBe('charges');
    expect(pageIdOf('about-us/company-profile')).toBe('about-us-company-profile');
    expect(pageIdOf('news-detail/3/15/2')).toBe('news-detail');
    expect(pageIdOf('about-us/media-centre/2025/2')).toBe('about-us-media-centre');
    expect(pageIdOf('/Download/')).toBe('download');
  });
});
