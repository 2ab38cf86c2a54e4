import type { SiteUrlConfig } from './district-config';
import { safeJumpTarget } from './safe-jump';

const hk: SiteUrlConfig = { district: 'hk', defaultLang: 'zh-hk', basePath: '' };
const mainland: SiteUrlConfig = { district: 'mainland', defaultLang: 'zh-cn', basePath: '/mainland' };

describe('safeJumpTarget', () => {
  it.each([
    ['/zh-hk/charges', '/zh-hk/charges'],
    ['/en', '/en'],
    ['/zh-cn/news-list/2?year=2026#top', '/zh-cn/news-list/2?year=2026#top'],
    ['/en/sta-regform?ICode=AB12&rgdim_src=news', '/en/sta-regform?ICode=AB12&rgdim_src=news'],
    ['/en/charges/../about-us', '/en/about-us'],
  ])('keeps a page of the Hong Kong site: %s', (jump, expected) => {
    expect(safeJumpTarget(hk, 'en', jump)).toBe(expected);
  });

  it.each([
    ['/mainland/zh-cn/charges', '/mainland/zh-cn/charges'],
    ['/mainland/en?x=1', '/mainland/en?x=1'],
  ])('keeps a page of the mainland site: %s', (jump, expected) => {
    expect(safeJumpTarget(mainland, 'zh-cn', jump)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'https://evil.com',
    'http://localhost:3000/en/charges',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    '  //evil',
    '\t/en',
    '/en\n//evil.com',
    '/en%0a',
    '/%00/en',
    '/en/%E0%A4%A',
    'news-list',
    './news-list',
    '../en',
    '?next=/en',
    '#top',
    '/mainland/zh-cn/charges',
    '/en/../mainland/zh-cn',
    '/en/%2e%2e/mainland/zh-cn',
    '/fr/charges',
    '/charges',
    '/en@evil.com',
  ])('sends %p on the Hong Kong site to the home page', (jump) => {
    expect(safeJumpTarget(hk, 'zh-hk', jump)).toBe('/zh-hk');
  });

  it('sends an over-long target to the home page', () => {
    expect(safeJumpTarget(hk, 'en', `/en/${'a'.repeat(2100)}`)).toBe('/en');
  });

  it.each(['/zh-hk/charges', '/en', '/mainlandx/en', '//mainland/en', 'https://evil.com/mainland/en'])('sends %p on the mainland site to the home page of the language', (jump) => {
    expect(safeJumpTarget(mainland, 'en', jump)).toBe('/mainland/en');
  });
});
