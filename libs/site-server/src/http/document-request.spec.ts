import { isDocumentRequest } from './document-request';

const post = (headers: Record<string, string>) => new Request('http://localhost:3000/en/sta-regform', { method: 'POST', headers });

describe('isDocumentRequest', () => {
  it('is true for a form the browser posts as a navigation', () => {
    expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    // Browsers without Fetch Metadata still ask a navigation for HTML.
    expect(isDocumentRequest(post({ Accept: 'TEXT/HTML,application/xhtml+xml;q=0.9,*/*;q=0.8' }))).toBe(true);
  });

  it('is false for Remix fetchers and other scripts', () => {
    expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'cors', Accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(post({ 'Sec-Fetch-Mode': 'same-origin', Accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(post({ Accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(post({}))).toBe(false);
  });
});
