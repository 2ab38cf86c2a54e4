import { analyticsEndpoints as analytics, CODES, type CollectEventsBody } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../testing/call';
import { describeEachDatabase, startTestApp } from '../testing/test-app';

const invalid = { status: 400, code: CODES.INVALID_INPUT };

/** One registration as a site forwards it: page view, start, code sent, registered, the next page. */
const registration: CollectEventsBody = {
  district: 'hk',
  events: [
    { name: 'page_view', path: '/zh-hk/sta-regform', lang: 'zh-hk', terminal: 'h5', at: 1_764_000_000_000, seq: 1 },
    { name: 'register_started', path: '/zh-hk/sta-regform', lang: 'zh-hk', terminal: 'h5', at: 1_764_000_004_000, seq: 2 },
    { name: 'code_sent', path: '/zh-hk/sta-regform', lang: 'zh-hk', terminal: 'h5', at: 1_764_000_009_000, seq: 3 },
    { name: 'registered', path: '/zh-hk/sta-regform', lang: 'zh-hk', terminal: 'h5', at: 1_764_000_030_000, seq: 4 },
  ],
};

describeEachDatabase('analytics collector (sit/uat)', (getApp) => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = getApp();
  });

  it('stores a batch and gives the latest events back oldest first, with the district and when they arrived', async () => {
    expect(await call(app, analytics.collectEvents, { body: registration })).toMatchObject({ status: 200, code: 0, data: { stored: 4 } });
    const mainlandView = { district: 'mainland' as const, events: [{ ...registration.events[0], path: '/mainland/en', lang: 'en' as const, terminal: 'pc' as const, seq: 1 }] };
    await call(app, analytics.collectEvents, { body: mainlandView });
    const latest = await call<{ list: Array<CollectEventsBody['events'][number] & { district: string; receivedAt: string }> }>(app, analytics.latestEvents, { query: { limit: 5 } });
    expect(latest.data.list.map(({ district, name, path }) => [district, name, path])).toEqual([
      ['hk', 'page_view', '/zh-hk/sta-regform'],
      ['hk', 'register_started', '/zh-hk/sta-regform'],
      ['hk', 'code_sent', '/zh-hk/sta-regform'],
      ['hk', 'registered', '/zh-hk/sta-regform'],
      ['mainland', 'page_view', '/mainland/en'],
    ]);
    expect(Number.isNaN(Date.parse(latest.data.list[0].receivedAt))).toBe(false);
    const onlyTwo = await call<{ list: unknown[] }>(app, analytics.latestEvents, { query: { limit: 2 } });
    expect(onlyTwo.data.list).toHaveLength(2);
  });

  it('stores a path segment that looks like a phone number or an e-mail address as _', async () => {
    const personal = { district: 'hk' as const, events: [{ ...registration.events[0], path: '/zh-hk/sta-regform/85251234567' }, { ...registration.events[1], path: '/en/x/chan%40example.com' }] };
    await call(app, analytics.collectEvents, { body: personal });
    const latest = await call<{ list: Array<{ path: string }> }>(app, analytics.latestEvents, { query: { limit: 2 } });
    expect(latest.data.list.map(({ path }) => path)).toEqual(['/zh-hk/sta-regform/_', '/en/x/_']);
  });

  it.each([
    ['a personal field', { ...registration, events: [{ ...registration.events[0], phone: '51234567' }] }],
    ['an unknown event', { ...registration, events: [{ ...registration.events[0], name: 'phone_typed' }] }],
    ['a path with a query', { ...registration, events: [{ ...registration.events[0], path: '/en/sta-regform?ICode=X' }] }],
    ['no events', { ...registration, events: [] }],
    ['more than 50 events', { ...registration, events: Array.from({ length: 51 }, () => registration.events[0]) }],
    ['an unknown district', { ...registration, district: 'macau' }],
  ])('refuses %s with the invalid-input envelope and stores nothing', async (_, body) => {
    const before = (await app.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count;
    expect(await call(app, analytics.collectEvents, { body })).toMatchObject(invalid);
    const after = (await app.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count;
    expect(Number(after)).toBe(Number(before));
  });
});

describe('analytics collector in pro', () => {
  it('is not served: the sites of pro have a collector of their own', async () => {
    const pro = await startTestApp('sqlite', {
      config: { appEnv: 'pro', smtp: { url: 'smtp://127.0.0.1:1', from: 'no-reply@example.com' }, smsGateway: { url: 'http://127.0.0.1:1', token: 't' } },
    });
    try {
      expect(await call(pro.app, analytics.collectEvents, { body: registration })).toMatchObject({ status: 404, code: CODES.NOT_FOUND });
    } finally {
      await pro.close();
    }
  }, 60_000);
});
