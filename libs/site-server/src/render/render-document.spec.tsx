import type { Messages } from '@lingui/core';
import { district as hk } from '@brokerage/hk-district';
import { registerCatalog } from '@brokerage/i18n';
import { catalogs } from '@brokerage/i18n/all-catalogs';
import { NotFoundPage, pageTitleMeta } from '@brokerage/site-core';
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import styled from 'styled-components';
import { logger } from '../logger';
import { RENDER_TIMEOUT_MS } from './render-document';
import { createInProcessSite, langRoute, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, ok, type StubApi } from '../testing';

let api: StubApi;
beforeEach(async () => {
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  api = await startStubApi();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

/** The sources a policy lists for `directive`. */
const sourcesOf = (policy: string | null, directive: string): string[] =>
  (policy ?? '')
    .split('; ')
    .find((entry) => entry.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1) ?? [];

/** The CSP source of each inline element's text, as a browser hashes it (parsed by jsdom, not by the server's own reading). */
const hashSourcesOf = (html: string, selector: string): string[] =>
  [...new JSDOM(html).window.document.querySelectorAll(selector)].map((element) => `'sha256-${createHash('sha256').update(element.textContent ?? '').digest('base64')}'`);

describe('the policy of a page shared by anonymous visitors, and of a session’s page', () => {
  const Banner = styled.p`
    color: rgb(1, 2, 3);
  `;
  const visitSite = () =>
    createInProcessSite({
      site: hk,
      routes: [siteRootRoute(hk), langRoute(hk), { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <Banner>Markets</Banner> } }],
      environment: { API_URL: api.url },
    });

  it('allows an anonymous page’s own inline scripts and styles by their hashes, with no nonce anywhere', async () => {
    const response = await visitSite()('/en');
    const html = await response.text();
    const policy = response.headers.get('Content-Security-Policy');
    const scripts = hashSourcesOf(html, 'script:not([src])');
    const styles = hashSourcesOf(html, 'style');
    expect(scripts.length).toBeGreaterThan(1);
    expect(styles.length).toBeGreaterThan(0);
    expect(sourcesOf(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", ...scripts]));
    // And the empty style element styled-components adds in the browser.
    expect(sourcesOf(policy, 'style-src')).toEqual(expect.arrayContaining(["'self'", ...styles, `'sha256-${createHash('sha256').update('').digest('base64')}'`]));
    expect(policy).not.toContain('nonce-');
    expect(html).not.toMatch(/nonce="[^"]/);
    expect(html).toContain('color:rgb(1, 2, 3)');
    // Two renders of one page are the same bytes under the same policy.
    const again = await visitSite()('/en');
    expect(await again.text()).toBe(html);
    expect(again.headers.get('Content-Security-Policy')).toBe(policy);
  });

  it('gives a session’s page its response nonce and no-store', async () => {
    await api.close();
    api = await startStubApi((call) => (call.path === '/user-server/api/get-current-user/v1' ? ok(sampleUser({ nickname: 'Cheung Hoi Yan' })) : undefined));
    const response = await visitSite()('/en', { headers: { Cookie: await sessionCookieHeader('S3ss10nT0k3n-2b4d6f8h0j2l4n6p') } });
    const html = await response.text();
    expect(html).toContain('Cheung Hoi Yan');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    // The server sets the nonce policy itself (the page adds none of its own).
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(html).toMatch(/<script nonce="test-nonce"/);
    expect(html).toMatch(/<style[^>]* nonce="test-nonce"/);
  });
});

describe('the document render', () => {

  it('keeps a style rule with `</style` inside the page’s style element', async () => {
    const Quote = styled.q`
      &::after {
        content: '</STYLE><script>window.injected = true</script>';
      }
    `;
    const visit = createInProcessSite({
      site: hk,
      routes: [siteRootRoute(hk), langRoute(hk), { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <Quote>Markets</Quote> } }],
      environment: { API_URL: api.url },
    });
    const html = await (await visit('/en')).text();
    expect(html).toContain("content:'<\\/style><script>window.injected = true</script>'");
    expect(html).not.toMatch(/<\/style><script>window/i);
  });

  it('leaves no timeout timer behind once a page is rendered (it would hold the render in memory)', async () => {
    const pending = new Set<unknown>();
    const setTimer = global.setTimeout;
    const clearTimer = global.clearTimeout;
    jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      const timer = setTimer(callback, ms);
      if (ms === RENDER_TIMEOUT_MS + 1000) pending.add(timer);
      return timer;
    }) as typeof setTimeout);
    jest.spyOn(global, 'clearTimeout').mockImplementation((timer) => {
      pending.delete(timer);
      clearTimer(timer);
    });
    const visit = createInProcessSite({
      site: hk,
      routes: [siteRootRoute(hk), langRoute(hk), { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } }],
      environment: { API_URL: api.url },
    });
    for (const lang of ['en', 'zh-hk']) expect((await visit(`/${lang}`)).status).toBe(200);
    expect(pending.size).toBe(0);
  });
});

describe('the messages a page used, embedded for hydration', () => {
  // A test below registers a changed English catalog.
  afterEach(() => registerCatalog('en', catalogs.en));

  const metaTitle = { id: 'site.forbidden.title', message: 'This link is not valid' };
  const visitSite = () =>
    createInProcessSite({
      site: hk,
      routes: [
        siteRootRoute(hk),
        langRoute(hk),
        // A title the page itself does not show: meta functions translate with their own instance.
        { id: 'routes/$lang.404', parentId: 'routes/$lang', path: '404', module: { default: NotFoundPage, meta: pageTitleMeta(metaTitle) } },
      ],
      environment: { API_URL: api.url },
    });

  /** The data block's messages, read as the browser reads them (the element's text ends at the first `</script`). */
  const pageMessagesOf = (html: string): Messages => {
    const block = /<script type="application\/json" id="page-messages">([\s\S]*?)<\/script/i.exec(html);
    if (!block?.[1]) throw new Error('the page has no page-messages block');
    return JSON.parse(block[1]) as Messages;
  };

  it('holds the messages the render used, the meta title included, in the page language only', async () => {
    const visit = visitSite();
    const [zhHk, en] = await Promise.all([visit('/zh-hk/404'), visit('/en/404')]);
    const zhHkMessages = pageMessagesOf(await zhHk.text());
    const enMessages = pageMessagesOf(await en.text());

    // The page's heading and links and its meta title.
    for (const id of ['site.notFound.title', 'site.notFound.sections', 'site.notFound.link.contact', metaTitle.id]) {
      expect(zhHkMessages[id]).toEqual(catalogs['zh-hk'][id]);
      expect(enMessages[id]).toEqual(catalogs.en[id]);
    }
    expect(zhHkMessages['site.notFound.sections']).not.toEqual(enMessages['site.notFound.sections']);
    // Rendered concurrently, each page still carries its own language and nothing else.
    for (const [id, message] of Object.entries(zhHkMessages)) expect([id, message]).toEqual([id, catalogs['zh-hk'][id]]);
    for (const [id, message] of Object.entries(enMessages)) expect([id, message]).toEqual([id, catalogs.en[id]]);
    // Only what the page used: not the error page's texts, not the account forms'.
    expect(Object.keys(zhHkMessages)).not.toContain('site.error.title');
    expect(Object.keys(zhHkMessages)).not.toContain('account.apply.continue');
    expect(Object.keys(zhHkMessages).length).toBeLessThan(Object.keys(catalogs['zh-hk']).length / 2);
  });

  it('records the messages of a page rendered after the others have ended (the recorder is off between renders)', async () => {
    const visit = visitSite();
    await Promise.all([visit('/zh-hk/404'), visit('/en/404')]);
    const later = pageMessagesOf(await (await visit('/en/404')).text());
    expect(later['site.notFound.title']).toEqual(catalogs.en['site.notFound.title']);
    expect(later[metaTitle.id]).toEqual(catalogs.en[metaTitle.id]);
  });

  it('keeps a message with `</script>` inside the block', async () => {
    const hostile = ['</script><script>window.pwned = 1</script><!--'];
    registerCatalog('en', { ...catalogs.en, 'site.notFound.sections': hostile });

    const html = await (await visitSite()('/en/404')).text();

    expect(pageMessagesOf(html)['site.notFound.sections']).toEqual(hostile);
    expect(html).not.toContain('<script>window.pwned');
  });
});
