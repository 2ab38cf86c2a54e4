import type { SiteUrlConfig } from './district-config';
import { homePath, isExternalHref, normaliseSearch, pageOfPath, resolveHref } from './site-urls';

// The link rules the frame uses. Only the URL part of a district's config matters here.
const hk: SiteUrlConfig = { district: 'hk', defaultLang: 'zh-hk', basePath: '' };
const mainland: SiteUrlConfig = { district: 'mainland', defaultLang: 'zh-cn', basePath: '/mainland' };

describe('district paths', () => {
  it('builds the spec prefix: /mainland/{lang} on mainland, /{lang} otherwise', () => {
    expect(homePath(hk, 'zh-hk')).toBe('/zh-hk');
    expect(homePath(hk, 'en')).toBe('/en');
    expect(homePath(mainland, 'zh-cn')).toBe('/mainland/zh-cn');
    expect(homePath(mainland)).toBe('/mainland/zh-cn');
  });

  it('resolves in-site paths against the language prefix and leaves absolute URLs alone', () => {
    expect(resolveHref(hk, 'en', '/charges')).toBe('/en/charges');
    expect(resolveHref(hk, 'en', 'charges')).toBe('/en/charges');
    expect(resolveHref(hk, 'en', '')).toBe('/en');
    expect(resolveHref(hk, 'en', '/')).toBe('/en');
    expect(resolveHref(mainland, 'zh-cn', '/download')).toBe('/mainland/zh-cn/download');
    for (const absolute of ['https://sg.harbourfrontsec.com', 'mailto:bd@harbourfrontsec.com', 'tel:+85239586200', '//cdn.example.com/a.png']) {
      expect(resolveHref(hk, 'en', absolute)).toBe(absolute);
      expect(isExternalHref(absolute)).toBe(true);
    }
    expect(isExternalHref('/en/charges')).toBe(false);
  });

  it('finds the page path below the prefix', () => {
    expect(pageOfPath(hk, '/zh-hk/charges/2')).toBe('charges/2');
    expect(pageOfPath(hk, '/zh-hk')).toBe('');
    expect(pageOfPath(hk, '/zh-hk/')).toBe('');
    expect(pageOfPath(hk, '/zh-hk/help-centre/faq/')).toBe('help-centre/faq');
    expect(pageOfPath(mainland, '/mainland/en/market?x=1')).toBe('market');
    // Not a language prefix, or not this site's.
    expect(pageOfPath(hk, '/zh-hkx/charges')).toBeNull();
    expect(pageOfPath(mainland, '/en/charges')).toBeNull();
  });

  it('normalises query strings', () => {
    expect(normaliseSearch('?a=1')).toBe('?a=1');
    expect(normaliseSearch('a=1&b=2')).toBe('?a=1&b=2');
    expect(normaliseSearch('?')).toBe('');
    expect(normaliseSearch('')).toBe('');
    expect(normaliseSearch(null)).toBe('');
    expect(normaliseSearch('?a=1#top')).toBe('?a=1');
  });
});
