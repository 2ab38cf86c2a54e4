import { frameShouldRevalidate } from './frame-revalidation';

const revalidates = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
  frameShouldRevalidate({ currentUrl: new URL(from), nextUrl: new URL(to), formMethod, defaultShouldRevalidate: true } as Parameters<typeof frameShouldRevalidate>[0]);

describe('frameShouldRevalidate', () => {
  it("keeps the frame's data while a page updates only its view-state parameters", () => {
    expect(revalidates('http://site/en/charges', 'http://site/en/charges?price=10&quantity=100')).toBe(false);
    expect(revalidates('http://site/en/charges?price=10', 'http://site/en/charges?price=12')).toBe(false);
  });

  it('loads it again for anything else: the same address (a revalidation after a login), another page or parameter, a form', () => {
    expect(revalidates('http://site/en/charges?price=10', 'http://site/en/charges?price=10')).toBe(true);
    expect(revalidates('http://site/en/charges', 'http://site/zh-hk/charges?price=10')).toBe(true);
    expect(revalidates('http://site/en/chair', 'http://site/en/chair?tag=options')).toBe(true);
    expect(revalidates('http://site/en/charges', 'http://site/en/charges?price=10', 'GET')).toBe(true);
  });
});
