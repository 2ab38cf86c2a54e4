import { district as hk } from '@brokerage/hk-district';
import { useNonce } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { logger } from './logger';
import { forgetKeptParts, partPropsKey } from './server-parts';
import { createInProcessSite, langRoute, ok, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type StubApi, type StubApiCall } from './testing';

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const TOKEN = 'S3ss10nT0k3n-2b4d6f8h0j2l4n6p';
const NOT_FOUND_TITLE = { id: 'site.notFound.title' };

/** How often the part below rendered: a kept part's component does not run. */
let partRenders = 0;
/** What the API has for the part: content that editors change. */
let headline = 'Markets open';

const Note = styled.p`
  color: rgb(1, 2, 3);
`;
const HeadlinePart = ({ text }: { text: string }) => {
  const { i18n } = useLingui();
  partRenders += 1;
  return (
    <div aria-label={i18n._(NOT_FOUND_TITLE)}>
      <div>
        <Note>{text}</Note>
      </div>
      <div />
    </div>
  );
};
const DeferredHeadline = deferHydration(async () => HeadlinePart);
/** A part with an inline script, which carries the page's own nonce. */
const ScriptPart = () => {
  partRenders += 1;
  return <script nonce={useNonce()}>{'window.partReady = true;'}</script>;
};
const DeferredScript = deferHydration(async () => ScriptPart);

const routes = [
  siteRootRoute(hk),
  langRoute(hk),
  {
    id: 'routes/$lang._index',
    parentId: 'routes/$lang',
    index: true,
    module: {
      loader: () => ({ headline }),
      default: function Home() {
        const data = useLoaderData<{ headline: string }>();
        return data.headline === 'with a script' ? <DeferredScript /> : <DeferredHeadline text={data.headline} />;
      },
    },
  },
];

let api: StubApi;
beforeEach(async () => {
  for (const level of ['error', 'warn', 'info'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
  forgetKeptParts();
  partRenders = 0;
  headline = 'Markets open';
  api = await startStubApi((call: StubApiCall) => (call.path === CURRENT_USER ? ok(sampleUser({ nickname: 'Cheung Hoi Yan' })) : undefined));
  // The part's code loads when it is defined; a server has it long before its first request.
  await Promise.all([DeferredHeadline.preload(), DeferredScript.preload()]);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

const visitSite = () => createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });

describe('deferred parts kept for anonymous visitors', () => {
  it('renders a part once: the next page with it is the same byte for byte, its styles and messages included', async () => {
    const visit = visitSite();
    const first = await (await visit('/en')).text();
    const second = await (await visit('/en')).text();

    expect(partRenders).toBe(1);
    expect(second).toBe(first);
    expect(first).toContain('Markets open');
    expect(first).not.toContain('data-part-capture');
    // The part's rule and message, which only the part uses, are in the page both times.
    expect(second).toMatch(/\{color:rgb\(1, ?2, ?3\);\}/);
    expect(second).toContain('"site.notFound.title"');
  });

  it('renders a part again for other props (changed content) and in another language', async () => {
    const visit = visitSite();
    await visit('/en');
    headline = 'Markets closed early';
    const changed = await (await visit('/en')).text();
    expect(changed).toContain('Markets closed early');
    expect(changed).not.toContain('Markets open');

    const chinese = await (await visit('/zh-hk')).text();
    expect(partRenders).toBe(3);
    expect(chinese).toContain('lang="zh-HK"');
    expect(chinese).toContain('"site.notFound.title":');
  });

  it('never keeps or reuses a part for a visitor with a session', async () => {
    const visit = visitSite();
    const cookie = { headers: { Cookie: await sessionCookieHeader(TOKEN) } };
    await visit('/en', cookie);
    await visit('/en', cookie);
    expect(partRenders).toBe(2);
    // Nor did those renders leave anything an anonymous visitor's render would take.
    await visit('/en');
    expect(partRenders).toBe(3);
  });

  it('never keeps a part that shows the nonce: each page has its own', async () => {
    headline = 'with a script';
    const visit = visitSite();
    await visit('/en');
    await visit('/en');
    expect(partRenders).toBe(2);
  });

  it('renders the same part for many visitors at once, each page whole', async () => {
    const visit = visitSite();
    const pages = await Promise.all(Array.from({ length: 6 }, () => visit('/en').then((response) => response.text())));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('Markets open');
    const later = await (await visit('/en')).text();
    expect(later).toBe(pages[0]);
  });
});

describe('the key of what a deferred part shows', () => {
  it('is the props as data: callbacks are left out, nested values count', () => {
    const onClick = () => undefined;
    expect(partPropsKey({ items: [{ path: '/a' }], onClick })).toBe(partPropsKey({ items: [{ path: '/a' }], onClick: () => 1 }));
    expect(partPropsKey({ items: [{ path: '/a' }] })).not.toBe(partPropsKey({ items: [{ path: '/b' }] }));
  });

  it('is none when a prop is not plain data, whose JSON would not tell renders apart', () => {
    expect(partPropsKey({ icon: <svg /> })).toBeUndefined();
    expect(partPropsKey({ seen: new Map([['a', 1]]) })).toBeUndefined();
    const cyclic: Record<string, unknown> = { name: 'menu' };
    cyclic.self = cyclic;
    expect(partPropsKey({ menu: cyclic })).toBeUndefined();
  });
});
