import { ActivityDetailRoute, ActivityListRoute, TalkDetailRoute, TalkListRoute, activityDetailMeta, talkDetailMeta, talkListMeta } from '@brokerage/content-pages';
import { CODES, PREVIEW_TOKEN_HEADER, type ActivityDetail, type ActivitySummary, type MyRegistration, type TalkDetail } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, ok, refusal, sampleUser, sessionCookieHeader, type InProcessRoute, type StubAnswer, type StubApi, type StubApiCall } from '@brokerage/site-server/testing';
import { pageRoute, siteRoutes, withStubApi, type StubApiTest } from '../testing-support';
import {
  activitiesSitemapPages,
  activityDetailHeaders,
  eventDetailLoader,
  eventListLoader,
  eventRegisterAction,
  promotionDetailLoader,
  promotionListLoader,
  talkDetailLoader,
  talkListLoader,
  talkRegisterAction,
} from './activities.loader';

const BASE = '/official-website-config/api/v1';
const ACTIVITY_LIST = `${BASE}/activity-list`;
const ACTIVITY_DETAIL = `${BASE}/activity-detail`;
const ACTIVITY_PREVIEW = `${BASE}/activity-detail-preview`;
const CHAIR_DETAIL = `${BASE}/chair-detail`;
const CHAIR_LIST = `${BASE}/chair-list`;
const CHAIR_REGISTER = `${BASE}/chair-register`;
const EVENT_REGISTER = `${BASE}/event-register`;
const MY_REGISTRATIONS = `${BASE}/my-registrations`;

/** The slices mounted as the apps mount them (the detail routes before the tab routes, as Remix ranks them). */
const routesOf = (site: DistrictConfig): InProcessRoute[] =>
  siteRoutes(site, [
    pageRoute('promotion-and-activities.detail.$id', 'promotion-and-activities/detail/:id', { loader: promotionDetailLoader, default: ActivityDetailRoute, meta: activityDetailMeta, headers: activityDetailHeaders }),
    pageRoute('promotion-and-activities.($tabKey).($page)', 'promotion-and-activities/:tabKey?/:page?', { loader: promotionListLoader, default: ActivityListRoute }),
    pageRoute('events-and-exhibition.detail.$id', 'events-and-exhibition/detail/:id', {
      loader: eventDetailLoader,
      action: eventRegisterAction,
      default: ActivityDetailRoute,
      meta: activityDetailMeta,
      headers: activityDetailHeaders,
    }),
    pageRoute('events-and-exhibition.($tabKey).($page)', 'events-and-exhibition/:tabKey?/:page?', { loader: eventListLoader, default: ActivityListRoute }),
    pageRoute('chair.detail.$id', 'chair/detail/:id', { loader: talkDetailLoader, action: talkRegisterAction, default: TalkDetailRoute, meta: talkDetailMeta, headers: activityDetailHeaders }),
    pageRoute('chair.($status).($page)', 'chair/:status?/:page?', { loader: talkListLoader, default: TalkListRoute, meta: talkListMeta }),
  ]);

const promotion = (id: number, title: string, overrides: Partial<ActivitySummary> = {}): ActivitySummary => ({
  id,
  kind: 'promotion',
  type: 1,
  tab: 'welcome-offer',
  title,
  summary: 'Open an account and deposit HK$10,000 or more within 30 days to trade commission-free.',
  coverImage: `/images/official/promotions/${id}.svg`,
  linkUrl: null,
  location: '',
  // Midnight 1 September in Hong Kong is still 31 August in UTC.
  startAt: '2026-08-31T16:00:00.000Z',
  endAt: '2026-12-31T15:59:59.000Z',
  status: 'ongoing',
  publishedAt: '2026-08-28T02:00:00.000Z',
  ...overrides,
});

const event = (id: number, title: string, overrides: Partial<ActivitySummary> = {}): ActivitySummary =>
  promotion(id, title, { kind: 'event', type: 5, tab: null, location: 'Hong Kong Convention and Exhibition Centre', startAt: '2026-11-28T01:30:00.000Z', endAt: '2026-11-28T09:00:00.000Z', status: 'upcoming', ...overrides });

const detail = (item: ActivitySummary, overrides: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...item,
  contentHtml: '<p>Trade commission-free for 180 days.</p>',
  termsHtml: '<ol><li>The promotion period is from 1 September 2026.</li></ol>',
  draft: false,
  registration: 'none',
  seatsLeft: null,
  registrationOpen: false,
  ...overrides,
});

const talk = (id: number, overrides: Partial<TalkDetail> = {}): TalkDetail => ({
  id,
  tag: 'us-stocks',
  tagName: 'US stocks',
  format: 'online',
  title: 'Reading company guidance',
  summary: 'Learn to read the outlook section.',
  coverImage: `/images/official/talks/${id}.svg`,
  speakerName: 'Daniel Ho',
  speakerTitle: 'Analyst',
  location: 'Online',
  startAt: '2026-11-26T12:00:00.000Z',
  endAt: '2026-11-26T13:30:00.000Z',
  status: 'upcoming',
  capacity: 500,
  seatsLeft: 123,
  registrationOpen: true,
  contentHtml: '<ul><li>Guidance, margins and capital spending plans</li></ul>',
  ...overrides,
});

const manyPromotions = (count: number) => Array.from({ length: count }, (_, index) => promotion(100 + index, `Promotion ${index + 1}`));

interface Answers {
  list?: (call: StubApiCall) => StubAnswer | undefined;
  detail?: (call: StubApiCall) => StubAnswer | undefined;
  register?: (call: StubApiCall) => StubAnswer | undefined;
  mine?: (call: StubApiCall) => StubAnswer | undefined;
}

const CURRENT_USER = '/user-server/api/get-current-user/v1';

const answersOf =
  ({ list, detail: detailAnswer, register, mine }: Answers = {}) =>
  (call: StubApiCall): StubAnswer | undefined => {
    switch (call.path) {
      case CURRENT_USER:
        return ok(sampleUser({ nickname: 'Wong Siu Ming' }));
      case ACTIVITY_LIST:
        // The frame asks 0,1,4 with limit 1 to decide the Promotions menu.
        if (call.query.get('limit') === '1') return ok({ list: [], total: 0 });
        return list?.(call);
      case ACTIVITY_DETAIL:
      case ACTIVITY_PREVIEW:
      case CHAIR_DETAIL:
        return detailAnswer?.(call);
      case CHAIR_LIST:
        return list?.(call);
      case CHAIR_REGISTER:
      case EVENT_REGISTER:
        return register?.(call);
      case MY_REGISTRATIONS:
        return mine?.(call);
      default:
        return undefined;
    }
  };

const visit = async (site: DistrictConfig, path: string, api: StubApi, init?: RequestInit) => {
  const response = await createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url } })(path, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const withApi = (answers: Answers, test: StubApiTest<void>) => withStubApi(answersOf(answers), test);

/** A plain form post from the site's own page (the local origins of the two sites). */
const post = (fields: Record<string, string>, site: DistrictConfig = hk): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site === mainland ? 'http://localhost:3001' : 'http://localhost:3000' },
  body: new URLSearchParams(fields).toString(),
});

describe('promotions and events slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/en/promotion-and-activities', '0'],
    ['/en/promotion-and-activities/all', '0'],
    ['/en/promotion-and-activities/welcome-offer', '1'],
    ['/en/promotion-and-activities/referral-offer', '2'],
    ['/en/promotion-and-activities/funds-promo', '3'],
    ['/en/promotion-and-activities/other-promo', '4'],
    ['/en/events-and-exhibition', '5'],
    ['/en/events-and-exhibition/fresh', '5'],
    ['/en/events-and-exhibition/stale', '6'],
  ])('%s asks activity-list for type %s, 10 from the start', (path, type) =>
    withApi({ list: () => ok({ list: [promotion(101, 'New clients: 180 days commission-free')], total: 1 }) }, async (api) => {
      const { status, html } = await visit(hk, path, api);
      expect(status).toBe(200);
      const call = api.callsTo(ACTIVITY_LIST).find((entry) => entry.query.get('limit') === '10');
      expect(call?.query.get('type')).toBe(type);
      expect(call?.query.get('offset')).toBe('0');
      expect(html).toContain('New clients: 180 days commission-free');
    }),
  );

  it('lists the cards with Hong Kong dates, links to detail pages (or the campaign page), the current tab and crawlable page links', () =>
    withApi(
      { list: () => ok({ list: [promotion(101, 'New clients'), promotion(102, 'Own campaign', { linkUrl: 'https://campaign.example.com/spring' })], total: 23 }) },
      async (api) => {
        const { html } = await visit(hk, '/en/promotion-and-activities/welcome-offer/2', api);
        expect(api.callsTo(ACTIVITY_LIST).find((entry) => entry.query.get('limit') === '10')?.query.get('offset')).toBe('10');
        expect(html).toContain('href="/en/promotion-and-activities/detail/101"');
        expect(html).toContain('href="https://campaign.example.com/spring"');
        expect(html).toContain('01 Sep 2026');
        expect(html).toMatch(/href="\/en\/promotion-and-activities\/welcome-offer"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/en\/promotion-and-activities\/welcome-offer"/);
        // Page 1 of a tab has no page segment; later pages do.
        expect(html).toContain('href="/en/promotion-and-activities/welcome-offer/3"');
        expect(html).not.toContain('href="/en/promotion-and-activities/welcome-offer/1"');
        expect(html.match(/<h1/g)).toHaveLength(1);
      },
    ));

  it('says when a tab has nothing', () =>
    withApi({ list: () => ok({ list: [], total: 0 }) }, async (api) => {
      const { status, html } = await visit(mainland, '/mainland/zh-cn/events-and-exhibition/stale', api);
      expect(status).toBe(200);
      expect(html).toContain('暂时没有可显示的活动。');
    }));

  it.each(['/en/promotion-and-activities/bogus', '/en/promotion-and-activities/all/0', '/en/promotion-and-activities/all/abc', '/en/promotion-and-activities/all/4', '/en/events-and-exhibition/welcome-offer'])(
    '%s is a 404 (unknown tab, bad page, or past the last page)',
    (path) =>
      withApi({ list: () => ok({ list: manyPromotions(10), total: 25 }) }, async (api) => {
        expect((await visit(hk, path, api)).status).toBe(404);
      }),
  );

  it('answers 503 and logs when the list cannot be loaded', () =>
    withApi({}, async (api) => {
      expect((await visit(hk, '/en/promotion-and-activities', api)).status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Activity list could not be loaded', expect.objectContaining({ section: 'promotions', tab: 'all' }));
    }));

  it('shows a promotion with its terms, the activity login panel and the item head', () =>
    withApi({ detail: (call) => ok(detail(promotion(Number(call.query.get('id')), 'New clients: 180 days commission-free'))) }, async (api) => {
      const { status, html, headers } = await visit(hk, '/en/promotion-and-activities/detail/101', api);
      expect(status).toBe(200);
      expect(api.callsTo(ACTIVITY_DETAIL)[0].query.get('id')).toBe('101');
      expect(html).toContain('New clients: 180 days commission-free</h1>');
      expect(html).toContain('Terms and conditions');
      expect(html).toContain('data-testid="auth-panel"');
      expect(html).toContain('Register to join');
      expect(html).toContain('<title>New clients: 180 days commission-free');
      expect(html).toContain('"@type":"Article"');
      expect(headers.get('Cache-Control') ?? '').not.toContain('no-store');
    }));

  it('shows a signed-in visitor the panel\'s logged-in view instead of the form', () =>
    withApi({ detail: () => ok(detail(promotion(101, 'New clients'))) }, async (api) => {
      const { html } = await visit(hk, '/en/promotion-and-activities/detail/101', api, { headers: { Cookie: await sessionCookieHeader('Zr8pQ2vX5kL9mN3bT7wY1cF4hJ6gD0sA') } });
      expect(html).toContain('data-testid="auth-panel-user"');
      expect(html).toContain('Wong Siu Ming');
      expect(html).not.toContain('Register to join');
    }));

  it('shows an event with its venue and Event data, and 404s an event id under promotions', () =>
    withApi({ detail: (call) => ok(detail(event(Number(call.query.get('id')), '2027 Market Outlook Forum'))) }, async (api) => {
      const { status, html } = await visit(hk, '/zh-hk/events-and-exhibition/detail/209', api);
      expect(status).toBe(200);
      expect(html).toContain('Hong Kong Convention and Exhibition Centre');
      expect(html).toContain('"@type":"Event"');
      expect((await visit(hk, '/en/promotion-and-activities/detail/209', api)).status).toBe(404);
    }));

  it('removes scripts, event handlers and javascript: links from the CMS HTML', () =>
    withApi(
      {
        detail: () =>
          ok(detail(promotion(101, 'Safe'), { contentHtml: '<p>Fine</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a>', termsHtml: '<p onclick="alert(4)">Terms</p>' })),
      },
      async (api) => {
        const { html } = await visit(hk, '/en/promotion-and-activities/detail/101', api);
        expect(html).toContain('<p>Fine</p>');
        expect(html).not.toContain('alert(1)');
        expect(html).not.toContain('onerror');
        expect(html).not.toContain('javascript:');
        expect(html).not.toContain('onclick');
      },
    ));

  it.each(['/en/promotion-and-activities/detail/abc', '/en/promotion-and-activities/detail/0', '/en/chair/detail/1.5'])('%s is a 404 without asking the API', (path) =>
    withApi({}, async (api) => {
      expect((await visit(hk, path, api)).status).toBe(404);
      expect(api.callsTo(ACTIVITY_DETAIL)).toHaveLength(0);
      expect(api.callsTo(CHAIR_DETAIL)).toHaveLength(0);
    }));

  it('answers 404 for an id the API does not know and 503 when the API fails', () =>
    withApi({ detail: (call) => (call.query.get('id') === '404' ? refusal(CODES.NOT_FOUND, 'not found') : undefined) }, async (api) => {
      expect((await visit(hk, '/en/promotion-and-activities/detail/404', api)).status).toBe(404);
      expect((await visit(hk, '/en/promotion-and-activities/detail/500', api)).status).toBe(503);
      expect((await visit(hk, '/en/chair/detail/404', api)).status).toBe(404);
    }));

  it('previews a draft through activity-detail-preview with the token in the X-Preview-Token header, never cached', () =>
    withApi({ detail: () => ok(detail(promotion(150, 'Spring draft'), { draft: true })) }, async (api) => {
      const { status, html, headers } = await visit(hk, '/en/promotion-and-activities/detail/150?preview=1&previewToken=editor-token-123', api);
      expect(status).toBe(200);
      const call = api.callsTo(ACTIVITY_PREVIEW)[0];
      expect(call.headers[PREVIEW_TOKEN_HEADER]).toBe('editor-token-123');
      expect(call.url).not.toContain('editor-token-123');
      expect(api.callsTo(ACTIVITY_DETAIL)).toHaveLength(0);
      expect(headers.get('Cache-Control')).toBe('private, no-store');
      expect(html).toContain('Preview: this item is not published yet.');
      // The `token` parameter works too.
      await visit(hk, '/en/promotion-and-activities/detail/150?preview=1&token=other-token', api);
      expect(api.callsTo(ACTIVITY_PREVIEW)[1].headers[PREVIEW_TOKEN_HEADER]).toBe('other-token');
    }));

  it('answers 403 when the API refuses the preview token', () =>
    withApi({ detail: () => refusal(CODES.FORBIDDEN, 'forbidden') }, async (api) => {
      const { status, headers } = await visit(hk, '/en/promotion-and-activities/detail/150?preview=1&previewToken=stale', api);
      expect(status).toBe(403);
      expect(headers.get('Cache-Control')).toContain('no-store');
    }));
});

describe('talk page and registration', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const TOKEN = 'T4lkS3ss10nT0k3n-7c1d2e3f4a5b6c7d';
  const talkApi = (register?: Answers['register']): Answers => ({ detail: (call) => ok(talk(Number(call.query.get('id')))), register });
  const valid = { name: 'Chan Tai Man', areaCode: '852', phoneNumber: '6123 4567', email: '' };
  /** A request of a logged-in user: the session cookie the site set at login. */
  const loggedIn = async (init: RequestInit = {}): Promise<RequestInit> => ({ ...init, headers: { ...(init.headers as Record<string, string>), Cookie: await sessionCookieHeader(TOKEN) } });

  it('shows a visitor the talk in Hong Kong time, and instead of the form why to log in and the login panel', () =>
    withApi(talkApi(), async (api) => {
      const { status, html } = await visit(hk, '/en/chair/detail/301', api);
      expect(status).toBe(200);
      expect(html).toContain('Reading company guidance</h1>');
      expect(html).toContain('26 Nov 2026');
      expect(html).toContain('20:00–21:30 (Hong Kong time)');
      expect(html).toContain('data-testid="talk-login"');
      expect(html).toContain('Log in to register');
      expect(html).toContain('registering needs an account');
      expect(html).not.toContain('Register for this talk');
      expect(html).toContain('123 seats left');
    }));

  it('shows a logged-in user the form with their phone and e-mail filled in', () =>
    withApi(talkApi(), async (api) => {
      const { html } = await visit(hk, '/zh-hk/chair/detail/301', api, await loggedIn());
      expect(html).toContain('報名參加講座');
      expect(html).not.toContain('data-testid="talk-login"');
      expect(html).toContain('value="51234567"');
      expect(html).toContain('value="taiman.chan@example.com"');
    }));

  it('says registration is closed instead of showing the form for a talk that is over', () =>
    withApi({ detail: () => ok(talk(307, { status: 'ended', registrationOpen: false })) }, async (api) => {
      const { html } = await visit(hk, '/en/chair/detail/307', api, await loggedIn());
      expect(html).toContain('data-testid="talk-registration-closed"');
      expect(html).not.toContain('Register for this talk');
    }));

  it('registers the logged-in user with chair-register (their session forwarded) and shows the success state', () =>
    withApi(talkApi(() => ok({ registrationId: 'r1', chairId: 301, registeredAt: '2026-11-20T00:00:00.000Z' })), async (api) => {
      const { status, html } = await visit(hk, '/en/chair/detail/301', api, await loggedIn(post(valid)));
      expect(status).toBe(200);
      const [registration] = api.callsTo(CHAIR_REGISTER);
      // Booked with the account's phone, not the one the post named.
      expect(registration.body).toEqual({ chairId: 301, name: 'Chan Tai Man', areaCode: '852', phoneNumber: '51234567' });
      expect(registration.headers.authorization).toContain(TOKEN);
      expect(html).toContain('data-state="success"');
      expect(html).toContain('You are registered');
      expect(html).toContain('+852 51234567');
    }));

  it('shows the duplicate state when the user or phone is already registered (ALREADY_EXISTS)', () =>
    withApi(talkApi(() => refusal(CODES.ALREADY_EXISTS, 'exists')), async (api) => {
      const { html } = await visit(hk, '/zh-hk/chair/detail/301', api, await loggedIn(post(valid)));
      expect(html).toContain('data-state="duplicate"');
      expect(html).toContain('你已報名');
    }));

  it.each([
    [CODES.CHAIR_REGISTRATION_CLOSED, 'en', 'Registration for this talk is closed.'],
    [CODES.CHAIR_FULLY_BOOKED, 'en', 'This talk is fully booked.'],
    [CODES.TOO_MANY_REQUESTS, 'en', 'too many registrations from your connection or account'],
    [CODES.TOO_MANY_REQUESTS, 'zh-hk', '你的網絡或帳戶在短時間內報名次數過多'],
    [900, 'en', 'Your registration could not be sent just now.'],
  ] as const)('keeps every value typed and says why when chair-register answers %s (%s)', (code, lang, text) =>
    withApi(talkApi(() => refusal(code, 'no')), async (api) => {
      const { html } = await visit(hk, `/${lang}/chair/detail/301`, api, await loggedIn(post({ ...valid, email: 'tai.man@example.com' })));
      expect(html).toContain(text);
      expect(html).toContain('value="Chan Tai Man"');
      expect(html).toContain('+852 51234567');
      expect(html).toContain('value="tai.man@example.com"');
    }));

  it('shows the login panel again when chair-register finds no live session (TOKEN_INVALID)', () =>
    withApi(talkApi(() => refusal(CODES.TOKEN_INVALID, 'log in')), async (api) => {
      const { html } = await visit(hk, '/en/chair/detail/301', api, post(valid));
      expect(api.callsTo(CHAIR_REGISTER)).toHaveLength(1);
      expect(html).toContain('data-testid="talk-login"');
      expect(html).not.toContain('data-state="success"');
    }));

  it('checks the fields on the server, in the page language, keeps the values and does not call the API', () =>
    withApi(talkApi(), async (api) => {
      const { status, html } = await visit(
        mainland,
        '/mainland/zh-cn/chair/detail/301',
        api,
        await loggedIn(post({ name: ' ', areaCode: '86', phoneNumber: '2345', email: 'not-an-email' }, mainland)),
      );
      expect(status).toBe(400);
      expect(api.callsTo(CHAIR_REGISTER)).toHaveLength(0);
      expect(html).toContain('请输入你的姓名');
      expect(html).toContain('value="not-an-email"');
      expect(html).toContain('aria-invalid="true"');
      // The phone is the account's, shown, whatever the post named.
      expect(html).not.toContain('value="2345"');
      expect(html).toContain('+852 51234567');
    }));
});

describe('activitiesSitemapPages', () => {
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gives the detail paths of the promotions, events and talks the API lists, without campaign landing pages', () =>
    withApi(
      {
        list: (call) =>
          call.path === CHAIR_LIST
            ? ok({ list: [talk(301), talk(302)], total: 2, tags: [] })
            : ok({ list: [promotion(101, 'A'), promotion(102, 'B', { linkUrl: 'https://campaign.example.com' }), event(209, 'Forum')], total: 3 }),
      },
      async (api, client) => {
        const pages = await activitiesSitemapPages(client);
        expect(pages).toEqual(['promotion-and-activities/detail/101', 'events-and-exhibition/detail/209', 'chair/detail/301', 'chair/detail/302']);
        expect(api.callsTo(ACTIVITY_LIST)[0].query.get('type')).toBe('0,5,6');
        expect(api.callsTo(ACTIVITY_LIST)[0].query.get('limit')).toBe('50');
      },
    ));

  it('leaves out a list that fails', () =>
    withApi({ list: (call) => (call.path === CHAIR_LIST ? ok({ list: [talk(301)], total: 1, tags: [] }) : undefined) }, async (_api, client) => {
      expect(await activitiesSitemapPages(client)).toEqual(['chair/detail/301']);
    }));
});

describe('talk list, bookings remembered, and event registration', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const TOKEN = 'Ev3ntS3ss10nT0k3n-1a2b3c4d5e6f7a8b';
  const loggedIn = async (init: RequestInit = {}): Promise<RequestInit> => ({ ...init, headers: { ...(init.headers as Record<string, string>), Cookie: await sessionCookieHeader(TOKEN) } });
  const tags = [
    { code: 'us-stocks', name: 'US stocks' },
    { code: 'options', name: 'Options' },
  ];
  const mine = (items: Partial<MyRegistration>[]) => () =>
    ok({
      list: items.map((item) => ({
        kind: 'talk',
        registrationId: 'r1',
        id: 301,
        title: 'Reading company guidance',
        startAt: '2026-11-26T12:00:00.000Z',
        endAt: '2026-11-26T13:30:00.000Z',
        format: 'online',
        location: '',
        status: 'upcoming',
        name: 'Chan Tai Man',
        areaCode: '852',
        phoneNumber: '61234567',
        email: null,
        registeredAt: '2026-11-20T02:00:00.000Z',
        ...item,
      })),
      total: items.length,
    });

  it.each([
    ['/en/chair', { offset: '0', limit: '10', status: null, tag: null }],
    ['/en/chair/upcoming', { offset: '0', limit: '10', status: 'upcoming', tag: null }],
    ['/en/chair/ended/2?tag=options', { offset: '10', limit: '10', status: 'ended', tag: 'options' }],
  ])('%s asks chair-list for its page, status and topic, and shows the cards', (path, expected) =>
    withApi({ list: () => ok({ list: [talk(301)], total: 25, tags }) }, async (api) => {
      const { status, html } = await visit(hk, path, api);
      expect(status).toBe(200);
      const [call] = api.callsTo(CHAIR_LIST);
      expect({ offset: call.query.get('offset'), limit: call.query.get('limit'), status: call.query.get('status'), tag: call.query.get('tag') }).toEqual(expected);
      expect(html).toContain('Talks</h1>');
      expect(html).toContain('href="/en/chair/detail/301"');
      expect(html).toContain('26 Nov 2026');
      expect(html).toContain('20:00–21:30');
      expect(html).toContain('123 seats left');
      expect(html).toContain('rel="next"');
    }),
  );

  it.each(['/en/chair/soon', '/en/chair/all/0', '/en/chair/all/3', '/en/chair?tag=crypto', '/en/chair?tag=Not%20a%20tag'])('%s is a 404 (unknown status or topic, bad page or past the last)', (path) =>
    withApi({ list: () => ok({ list: [talk(301)], total: 12, tags }) }, async (api) => {
      expect((await visit(hk, path, api)).status).toBe(404);
    }),
  );

  it('answers 503 and logs when the talk list cannot be loaded', () =>
    withApi({}, async (api) => {
      expect((await visit(hk, '/en/chair', api)).status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Talk list could not be loaded', expect.anything());
    }));

  it('shows a returning user their booking of the talk instead of the form, privately', () =>
    withApi({ detail: (call) => ok(talk(Number(call.query.get('id')))), mine: mine([{ id: 301 }]) }, async (api) => {
      const { html, headers } = await visit(hk, '/en/chair/detail/301', api, await loggedIn());
      expect(api.callsTo(MY_REGISTRATIONS)[0].headers.authorization).toContain(TOKEN);
      expect(html).toContain('data-state="registered"');
      expect(html).toContain('You are registered');
      expect(html).toContain('+852 61234567');
      expect(html).toContain('20 Nov 2026');
      expect(html).toContain('href="/en/sta-login"');
      expect(html).not.toContain('Register for this talk');
      expect(headers.get('Cache-Control')).toBe('private, no-store');
    }));

  it('a visitor asks nobody for bookings; a talk the user has not booked shows the form', () =>
    withApi({ detail: (call) => ok(talk(Number(call.query.get('id')))), mine: mine([{ id: 302 }, { kind: 'event', id: 301 }]) }, async (api) => {
      await visit(hk, '/en/chair/detail/301', api);
      expect(api.callsTo(MY_REGISTRATIONS)).toHaveLength(0);
      const { html } = await visit(hk, '/en/chair/detail/301', api, await loggedIn());
      expect(html).toContain('Register for this talk');
      expect(html).toContain('id="talk-registration"');
    }));

  const siteEvent = (overrides: Partial<ActivityDetail> = {}) =>
    detail(promotion(212, 'Hong Kong IPO pipeline 2027 briefing', { kind: 'event', type: 5, tab: null, location: 'Tsim Sha Tsui Branch', status: 'upcoming' }), {
      registration: 'site',
      seatsLeft: 96,
      registrationOpen: true,
      ...overrides,
    });

  it('an event registering on the site: a visitor gets the login prompt, a user the form with the account phone and the places left', () =>
    withApi({ detail: () => ok(siteEvent()), mine: mine([]) }, async (api) => {
      const visitor = await visit(hk, '/en/events-and-exhibition/detail/212', api);
      expect(visitor.html).toContain('data-testid="event-login"');
      expect(visitor.html).toContain('id="event-registration"');
      const user = await visit(hk, '/en/events-and-exhibition/detail/212', api, await loggedIn());
      expect(user.html).toContain('Register for this event');
      expect(user.html).toContain('+852 51234567');
      expect(user.html).toContain('96 places left');
      expect(user.html).not.toContain('data-testid="event-login"');
    }));

  it("registers the user with event-register (name only: the API takes the account's phone); a returning user sees the registration", () =>
    withApi(
      { detail: () => ok(siteEvent()), register: () => ok({ registrationId: 'e1', eventId: 212, registeredAt: '2026-11-20T00:00:00.000Z' }), mine: mine([{ kind: 'event', id: 212, name: 'Chan Tai Man' }]) },
      async (api) => {
        const { status, html } = await visit(hk, '/en/events-and-exhibition/detail/212', api, await loggedIn(post({ name: ' Chan Tai Man ', phoneNumber: '99999999' })));
        expect(status).toBe(200);
        const [registration] = api.callsTo(EVENT_REGISTER);
        expect(registration.body).toEqual({ eventId: 212, name: 'Chan Tai Man' });
        expect(registration.headers.authorization).toContain(TOKEN);
        expect(html).toContain('data-testid="event-registration" data-state="success"');
        expect(html).toContain('You are registered');
      },
    ));

  it.each([
    [CODES.EVENT_FULLY_BOOKED, 'This event is fully booked.'],
    [CODES.EVENT_REGISTRATION_CLOSED, 'Registration for this event is closed.'],
    [CODES.TOO_MANY_REQUESTS, 'too many registrations'],
  ])('says why event-register refused (%s), keeping the name', (code, text) =>
    withApi({ detail: () => ok(siteEvent()), register: () => refusal(code, 'no'), mine: mine([]) }, async (api) => {
      const { html } = await visit(hk, '/en/events-and-exhibition/detail/212', api, await loggedIn(post({ name: 'Chan Tai Man' })));
      expect(html).toContain(text);
      expect(html).toContain('value="Chan Tai Man"');
    }),
  );

  it('checks the name on the server without calling the API', () =>
    withApi({ detail: () => ok(siteEvent()), mine: mine([]) }, async (api) => {
      const { status, html } = await visit(hk, '/zh-hk/events-and-exhibition/detail/212', api, await loggedIn(post({ name: '  ' })));
      expect(status).toBe(400);
      expect(html).toContain('請輸入你的姓名');
      expect(api.callsTo(EVENT_REGISTER)).toHaveLength(0);
    }));

  it('an ended event shows the ended state with no form and no login panel; one registering in the app shows the app QR code', () =>
    withApi(
      {
        detail: (call) =>
          call.query.get('id') === '201'
            ? ok(siteEvent({ id: 201, status: 'ended', registrationOpen: false }))
            : ok(siteEvent({ id: 209, registration: 'app', seatsLeft: null, registrationOpen: false })),
      },
      async (api) => {
        const ended = await visit(hk, '/en/events-and-exhibition/detail/201', api);
        expect(ended.html).toContain('This event has ended');
        expect(ended.html).not.toContain('data-testid="auth-panel"');
        expect(ended.html).not.toContain('Register to join');
        const app = await visit(hk, '/zh-hk/events-and-exhibition/detail/209', api);
        expect(app.html).toContain('請於 App 內報名');
        expect(app.html).not.toContain('data-testid="auth-panel"');
      },
    ));
});
