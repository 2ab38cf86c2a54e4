import { isCrossSiteWrite } from './cross-site';

const write = (headers: { origin?: string; fetchSite?: string }, method = 'POST') =>
  isCrossSiteWrite({ method, host: 'www.example.com', origin: headers.origin, fetchSite: headers.fetchSite });

describe('cross-site writes', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(write({ origin: 'https://evil.example', fetchSite: 'cross-site' }, method)).toBe(false);
  });

  it('lets writes from the site itself through', () => {
    expect(write({ origin: 'https://www.example.com' })).toBe(false);
    expect(write({ origin: 'http://www.example.com' })).toBe(false);
    expect(write({ fetchSite: 'same-origin' })).toBe(false);
    // Non-browser clients send neither header; a CSRF attack needs a browser.
    expect(write({})).toBe(false);
  });

  it('refuses writes a browser sends from another site', () => {
    expect(write({ origin: 'https://evil.example' })).toBe(true);
    expect(write({ origin: 'https://www.example.com.evil.example' })).toBe(true);
    expect(write({ origin: 'https://www.example.com:8443' })).toBe(true);
    expect(write({ origin: 'null' })).toBe(true);
    expect(write({ origin: 'not a url' })).toBe(true);
    expect(write({ fetchSite: 'cross-site' })).toBe(true);
    expect(write({ fetchSite: 'same-site' })).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(write({ origin: 'https://evil.example' }, method)).toBe(true);
  });
});
