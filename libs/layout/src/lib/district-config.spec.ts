import { districtBasePath, isExternalHref, normaliseSearch, resolveHref, stripBasePath } from './district-config';
import { hkDistrictConfig, mainlandDistrictConfig } from './fixtures';

describe('district paths', () => {
  it('builds the spec prefix: /mainland/{lang} on mainland, /{lang} otherwise', () => {
    expect(districtBasePath('hk', 'zh-hk')).toBe('/zh-hk');
    expect(districtBasePath('hk', 'en')).toBe('/en');
    expect(districtBasePath('mainland', 'zh-cn')).toBe('/mainland/zh-cn');
  });

  it('resolves in-site paths against the language prefix and leaves absolute URLs alone', () => {
    expect(resolveHref(hkDistrictConfig, 'en', '/charges')).toBe('/en/charges');
    expect(resolveHref(hkDistrictConfig, 'en', 'charges')).toBe('/en/charges');
    expect(resolveHref(hkDistrictConfig, 'en', '')).toBe('/en');
    expect(resolveHref(hkDistrictConfig, 'en', '/')).toBe('/en');
    expect(resolveHref(mainlandDistrictConfig, 'zh-cn', '/download')).toBe('/mainland/zh-cn/download');
    for (const absolute of ['https://sg.harbourfrontsec.com', 'mailto:bd@harbourfrontsec.com', 'tel:+85239586200', '//cdn.example.com/a.png']) {
      expect(resolveHref(hkDistrictConfig, 'en', absolute)).toBe(absolute);
      expect(isExternalHref(absolute)).toBe(true);
    }
    expect(isExternalHref('/en/charges')).toBe(false);
  });

  it('finds the page path below the prefix', () => {
    expect(stripBasePath('/zh-hk/charges/2', '/zh-hk')).toBe('/charges/2');
    expect(stripBasePath('/zh-hk', '/zh-hk')).toBe('');
    expect(stripBasePath('/zh-hk/', '/zh-hk')).toBe('');
    expect(stripBasePath('/zh-hk/help-centre/faq/', '/zh-hk')).toBe('/help-centre/faq');
    expect(stripBasePath('/mainland/en/market?x=1', '/mainland/en')).toBe('/market');
    // Not the same prefix: '/zh-hkx' is not under '/zh-hk', and another language is not either.
    expect(stripBasePath('/zh-hkx/charges', '/zh-hk')).toBe('');
    expect(stripBasePath('/en/charges', '/zh-hk')).toBe('');
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
