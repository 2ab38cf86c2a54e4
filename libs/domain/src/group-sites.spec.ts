import type { SiteListEntry } from './district-config';
import { groupSiteHref } from './group-sites';

const mainland: SiteListEntry = { id: 'mainland', name: 'Mainland China', href: '/mainland/en', keepPath: true, missingPages: ['/sta-login', '/renew-record'] };
const hongKong: SiteListEntry = { id: 'hk', name: 'Hong Kong', href: '/zh-cn', keepPath: true };
const global: SiteListEntry = { id: 'global', name: 'Global', href: 'https://global.harbourfrontsec.com' };

describe('group site links (district switch)', () => {
  it('keeps the page and its query on the other site, in the same language', () => {
    expect(groupSiteHref(mainland, '/charges/2', '?trade=1')).toBe('/mainland/en/charges/2?trade=1');
    expect(groupSiteHref(mainland, '/products/financial-investment/a-shares')).toBe('/mainland/en/products/financial-investment/a-shares');
    expect(groupSiteHref(hongKong, '/news-list/2', '')).toBe('/zh-cn/news-list/2');
  });

  it('goes from a home page to the other home page, the query kept', () => {
    expect(groupSiteHref(mainland, '')).toBe('/mainland/en');
    expect(groupSiteHref(hongKong, '', 'ICode=ABC')).toBe('/zh-cn?ICode=ABC');
  });

  it('goes to the other home in the same language from a page the other site lacks, and its sub-pages', () => {
    expect(groupSiteHref(mainland, '/sta-login', '?tab=1')).toBe('/mainland/en');
    expect(groupSiteHref(mainland, '/sta-login/goods')).toBe('/mainland/en');
    expect(groupSiteHref(mainland, '/renew-record')).toBe('/mainland/en');
    // Only whole segments count: a page that merely starts alike is kept.
    expect(groupSiteHref(mainland, '/sta-regform')).toBe('/mainland/en/sta-regform');
  });

  it('leaves other group sites as they are', () => {
    expect(groupSiteHref(global, '/charges', '?a=1')).toBe('https://global.harbourfrontsec.com');
  });
});
