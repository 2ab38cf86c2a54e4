import { district as hk } from '@brokerage/hk-district';
import { ANALYTICS_BATCHES_PER_MINUTE, analyticsAction, analyticsCollectorOf } from './analytics';
import { logger } from '../logger';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer } from '../testing';

const COLLECT = '/analytics/collect/v1';
const ORIGIN = 'http://localhost:3000';
const PHONE_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const routes: InProcessRoute[] = [siteRootRoute(hk), langRoute(hk), { id: 'routes/analytics', parentId: 'root', path: 'analytics', module: { action: analyticsAction } }];

const startCollector = async (answer: StubAnswer = ok({ stored: 1 })) => {
  const api = await startStubApi({ [COLLECT]: answer });
  return { ...api, visit: createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } }) };
};

const events = [
  { name: 'page_view', path: '/zh-hk/sta-regform', at: 1_764_000_000_000, seq: 1 },
  { name: 'register_started', path: '/zh-hk/sta-regform', at: 1_764_000_001_000, seq: 2 },
];

describe('POST /analytics (the pages\u2019 funnel events)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>> | undefined;
  const send = (body: unknown, headers: Record<string, string> = {}) => {
    if (!collector) throw new Error('start the collector first');
    return collector.visit('/analytics', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'User-Agent': PHONE_USER_AGENT, ...headers } });
  };

  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(async () => {
    jest.restoreAllMocks();
    await collector?.close();
    collector = undefined;
  });

  it('forwards the events in order with the district, the page language and the terminal, and nothing about the visitor', async () => {
    collector = await startCollector();
    const response = await send({ events }, { Cookie: 'session=secret-token' });
    expect(response.status).toBe(204);
    const [call] = collector.callsTo(COLLECT);
    expect(call.body).toEqual({
      district: 'hk',
      events: events.map((event) => ({ ...event, lang: 'zh-hk', terminal: 'h5' })),
    });
    expect(JSON.stringify(call.body)).not.toMatch(/secret-token|127\.0\.0\.1/);
    expect(call.headers['authorization']).toBeUndefined();
  });

  it.each([
    ['Do Not Track', { DNT: '1' }],
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
  ])('forwards nothing for a visitor sending %s', async (_, headers) => {
    collector = await startCollector();
    expect((await send({ events }, headers)).status).toBe(204);
    expect(collector.callsTo(COLLECT)).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{events:'],
    ['an unknown event', { events: [{ ...events[0], name: 'phone_entered' }] }],
    ['a path with its query', { events: [{ ...events[0], path: '/en/sta-regform?ICode=AB12' }] }],
    ['a field more (personal data has no place)', { events: [{ ...events[0], phone: '51234567' }] }],
    ['no events', { events: [] }],
  ])('refuses %s with 400 and forwards nothing', async (_, body) => {
    collector = await startCollector();
    expect((await send(body)).status).toBe(400);
    expect(collector.callsTo(COLLECT)).toHaveLength(0);
  });

  it('refuses an oversized body with 413', async () => {
    collector = await startCollector();
    expect((await send({ events, padding: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('never forwards a path segment that looks like a phone number or an e-mail address', async () => {
    collector = await startCollector();
    const personal = [
      { ...events[0], path: '/zh-hk/sta-regform/51234567' },
      { ...events[1], path: '/en/news-detail/chan.tai.man%40example.com/2' },
      { ...events[1], seq: 3, path: '/en/x/+86-138-0013-8000' },
    ];
    expect((await send({ events: personal })).status).toBe(204);
    const [call] = collector.callsTo(COLLECT);
    expect((call.body as { events: { path: string }[] }).events.map((event) => event.path)).toEqual(['/zh-hk/sta-regform/_', '/en/news-detail/_/2', '/en/x/_']);
  });

  it('takes a limited number of batches per client a minute, even sent all at once; other clients are not held back', async () => {
    const api = await startStubApi({ [COLLECT]: ok({ stored: 1 }) });
    const from = (clientIp: string) => createInProcessSite({ site: hk, routes, environment: { API_URL: api.url }, clientIp });
    const post = (visit: ReturnType<typeof from>) =>
      visit('/analytics', { method: 'POST', body: JSON.stringify({ events }), headers: { Origin: ORIGIN, 'Content-Type': 'application/json' } });
    try {
      const script = from('198.51.100.23');
      const statuses = (await Promise.all(Array.from({ length: ANALYTICS_BATCHES_PER_MINUTE + 20 }, () => post(script)))).map((response) => response.status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(ANALYTICS_BATCHES_PER_MINUTE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      expect(api.callsTo(COLLECT)).toHaveLength(ANALYTICS_BATCHES_PER_MINUTE);
      expect((await post(from('198.51.100.24'))).status).toBe(204);
    } finally {
      await api.close();
    }
  });

  it('still answers 204 when the collector is down, and logs it', async () => {
    collector = await startCollector('hang-up');
    expect((await send({ events })).status).toBe(204);
    expect(logger.warn).toHaveBeenCalledWith('Analytics collector unreachable', expect.objectContaining({ district: 'hk' }));
  });
});

describe('analyticsCollectorOf', () => {
  it('uses ANALYTICS_URL, else the API in sit and uat, and nothing in pro', () => {
    expect(analyticsCollectorOf({ APP_ENV: 'pro', API_URL: 'https://api', ANALYTICS_URL: 'https://collect.example.com/hk' })).toBe('https://collect.example.com/hk');
    expect(analyticsCollectorOf({ APP_ENV: 'uat', API_URL: 'https://api.uat' })).toBe('https://api.uat/analytics/collect/v1');
    expect(analyticsCollectorOf({ APP_ENV: 'pro', API_URL: 'https://api' })).toBeNull();
  });
});
