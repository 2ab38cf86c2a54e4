import { CODES, messageFor, officialWebsiteConfigEndpoints as official, type TalkSummary } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call, countCodes } from '../../testing/call';
import { describeEachDatabase, siteHeaders, startTestApp, testDialects } from '../../testing/test-app';
import { loggedInUser, officialOnly, postRaw, SEED_NOW } from './spec-support';
import { TALK_REGISTRATION_LIMITS } from './talks';

type TalkList = { list: TalkSummary[]; total: number; tags: { code: string; name: string }[] };

let phoneCounter = 0;
/** A Hong Kong mobile number no other test uses. */
const freshPhone = () => `9${String(1_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

let addressCounter = 0;
/** A client address no other registration uses, so the per-network cap stays out of tests about something else. */
const freshAddress = () => `198.18.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;

const registrationBody = (overrides: Record<string, unknown> = {}) => ({
  chairId: 302,
  name: 'Chan Tai Man',
  areaCode: '852',
  phoneNumber: freshPhone(),
  email: 'tai.man.chan@example.com',
  ...overrides,
});

describeEachDatabase(
  'official-website-config: talks (chair)',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
      context().clock.set(SEED_NOW);
    });
    afterEach(() => context().clock.set(SEED_NOW));

    const list = (query: Record<string, string | number> = {}, lang: 'en' | 'zh-hk' | 'zh-cn' = 'en', district: 'hk' | 'mainland' = 'hk') =>
      call<TalkList>(app, official.chairList, { query, headers: siteHeaders(lang, district) });
    /** A registration by a new logged-in user from an address of their own, unless the options say whose and from where. */
    const register = async (body: unknown, options: { district?: 'hk' | 'mainland'; token?: string | null; remoteAddress?: string } = {}) => {
      const token = options.token === undefined ? (await loggedInUser(app, freshPhone())).token : (options.token ?? undefined);
      return call(app, official.chairRegister, { body, token, remoteAddress: options.remoteAddress ?? freshAddress(), headers: siteHeaders('en', options.district) });
    };
    const registration = registrationBody;

    describe('chair-list', () => {
      it('lists talks still to come (soonest first) before past ones (latest first), with paging', async () => {
        const all = await list({ limit: 50 });
        expect(all.data.total).toBe(11);
        expect(all.data.list.map((talk) => talk.id)).toEqual([301, 302, 311, 303, 304, 305, 306, 307, 308, 309, 310]);
        const page = await list({ offset: 5, limit: 3 });
        expect(page.data).toMatchObject({ total: 11 });
        expect(page.data.list.map((talk) => talk.id)).toEqual([305, 306, 307]);
        expect((await list()).data.list).toHaveLength(10);
      });

      it('filters by status and tag, and names every tag in the request language', async () => {
        const upcoming = await list({ status: 'upcoming', limit: 50 });
        expect(upcoming.data.total).toBe(7);
        expect(upcoming.data.list.every((talk) => talk.status === 'upcoming' && talk.registrationOpen)).toBe(true);
        const ended = await list({ status: 'ended', limit: 50 });
        expect(ended.data.total).toBe(4);
        expect(ended.data.list.every((talk) => talk.status === 'ended' && !talk.registrationOpen)).toBe(true);
        expect((await list({ status: 'live' })).data.total).toBe(0);

        const hkStocks = await list({ tag: 'hk-stocks' }, 'zh-hk');
        expect(hkStocks.data.list.map((talk) => talk.id)).toEqual([302, 306, 310]);
        expect(hkStocks.data.list.every((talk) => talk.tagName === '港股')).toBe(true);
        expect(hkStocks.data.tags).toEqual([
          { code: 'beginners', name: '投資入門' },
          { code: 'hk-stocks', name: '港股' },
          { code: 'us-stocks', name: '美股' },
          { code: 'options', name: '期權' },
          { code: 'funds-bonds', name: '基金及債券' },
        ]);
        expect((await list({ tag: 'options', status: 'ended' })).data.list.map((talk) => talk.id)).toEqual([309]);
        expect((await list({ tag: 'crypto' })).data).toMatchObject({ list: [], total: 0 });
      });

      it('reports a talk as live while it runs', async () => {
        context().clock.set(Date.parse('2026-11-26T20:30:00+08:00'));
        const live = await list({ status: 'live' });
        expect(live.data.list).toEqual([expect.objectContaining({ id: 301, status: 'live', registrationOpen: false })]);
      });

      it('answers per district and language', async () => {
        const mainland = await list({ limit: 50 }, 'zh-cn', 'mainland');
        expect(mainland.data.total).toBe(10);
        expect(mainland.data.list.map((talk) => talk.id)).not.toContain(311);
        expect(mainland.data.list.find((talk) => talk.id === 302)?.title).toBe('港股新股认购大师班');
      });

      it('rejects unknown statuses, malformed tags and unknown parameters', async () => {
        const badQueries: Record<string, string | number>[] = [{ status: 'open' }, { tag: 'HK Stocks' }, { limit: 0 }, { year: 2026 }];
        for (const query of badQueries) {
          expect(await list(query)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });
    });

    describe('chair-detail', () => {
      const detail = (id: number | string, district: 'hk' | 'mainland' = 'hk') =>
        call(app, official.chairDetail, { query: { id }, headers: siteHeaders('en', district) });

      it('answers the talk with its programme, speaker and seats', async () => {
        const result = await detail(302);
        expect(result).toMatchObject({
          code: 0,
          data: { id: 302, tag: 'hk-stocks', format: 'offline', capacity: 40, status: 'upcoming', speakerName: 'Vincent Lau' },
        });
        expect(result.data.contentHtml).toContain('<ul><li>How allocation and clawback work');
        expect(result.data.seatsLeft).toBeLessThanOrEqual(40);
      });

      it('answers NOT_FOUND for an unknown id or a talk of the other district, INVALID_INPUT for a bad id', async () => {
        expect((await detail(9999)).code).toBe(CODES.NOT_FOUND);
        expect((await detail(311, 'mainland')).code).toBe(CODES.NOT_FOUND);
        expect(await detail('x')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });

    describe('chair-register', () => {
      it('stores a registration of the logged-in user and takes a seat', async () => {
        const before = (await call(app, official.chairDetail, { query: { id: 303 } })).data.seatsLeft;
        const user = await loggedInUser(app, freshPhone());
        const body = registration({ chairId: 303 });
        const result = await register(body, { token: user.token });
        expect(result).toMatchObject({ status: 200, code: 0, data: { chairId: 303, registeredAt: new Date(SEED_NOW).toISOString() } });
        expect(result.data.registrationId).toMatch(/^[0-9a-f-]{36}$/);
        const stored = await app.db.selectFrom('official_talk_registration').selectAll().where('id', '=', result.data.registrationId).executeTakeFirstOrThrow();
        // Booked with the account's phone, not the one the form named.
        expect(stored).toMatchObject({ talk_id: 303, area_code: '852', phone_number: user.phoneNumber, name: 'Chan Tai Man', email: 'tai.man.chan@example.com', district: 'hk', lang: 'en', user_uuid: user.uuid });
        expect(stored.phone_number).not.toBe(body.phoneNumber);
        expect((await call(app, official.chairDetail, { query: { id: 303 } })).data.seatsLeft).toBe(before - 1);
      });

      it('refuses a visitor without a live session with TOKEN_INVALID and stores nothing', async () => {
        const body = registration({ chairId: 303 });
        expect(await register(body, { token: null })).toMatchObject({ code: CODES.TOKEN_INVALID, msg: messageFor(CODES.TOKEN_INVALID, 'en'), data: null });
        expect((await register(body, { token: 'not-a-session-token-0123456789' })).code).toBe(CODES.TOKEN_INVALID);
        const rows = await app.db.selectFrom('official_talk_registration').select('id').where('phone_number', '=', body.phoneNumber).execute();
        expect(rows).toEqual([]);
      });

      it('accepts one registration per user per talk, whatever phone the second one names', async () => {
        const { token } = await loggedInUser(app, freshPhone());
        expect((await register(registration({ chairId: 304 }), { token })).code).toBe(0);
        expect((await register(registration({ chairId: 304 }), { token })).code).toBe(CODES.ALREADY_EXISTS);
        expect((await register(registration({ chairId: 305 }), { token })).code).toBe(0);
      });

      it('never lets a registration take another person\'s phone: they can still book their own seat', async () => {
        const victim = await loggedInUser(app, freshPhone());
        expect((await register(registration({ phoneNumber: victim.phoneNumber, name: 'Someone Else' }))).code).toBe(0);
        expect((await register(registration({ phoneNumber: victim.phoneNumber }), { token: victim.token })).code).toBe(0);
        const rows = await app.db.selectFrom('official_talk_registration').select('name').where('talk_id', '=', 302).where('phone_number', '=', victim.phoneNumber).execute();
        expect(rows).toEqual([{ name: 'Chan Tai Man' }]);
      });

      it('asks an account without a phone (an organisation e-mail login) to log in with a phone, and stores nothing', async () => {
        const organisation = await app.services.users.findOrgByEmail('treasury@harbourfront-capital.com.hk');
        if (!organisation) throw new Error('the seed has no organisation account');
        const token = await app.services.sessions.create(organisation.uuid, app.clock.now());
        const result = await register(registration({ chairId: 305 }), { token });
        expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(result.data.issues.map((issue: { field: string }) => issue.field)).toEqual(['phoneNumber']);
      });

      it('refuses talks that have started or ended, and full talks', async () => {
        expect((await register(registration({ chairId: 307 }))).code).toBe(CODES.CHAIR_REGISTRATION_CLOSED);
        context().clock.set(Date.parse('2026-11-26T20:05:00+08:00'));
        expect((await register(registration({ chairId: 301 }))).code).toBe(CODES.CHAIR_REGISTRATION_CLOSED);
        context().clock.set(SEED_NOW);

        // Talk 311 has 25 seats.
        for (let seat = 0; seat < 25; seat += 1) expect((await register(registration({ chairId: 311 }))).code).toBe(0);
        expect((await register(registration({ chairId: 311 }))).code).toBe(CODES.CHAIR_FULLY_BOOKED);
        const full = (await call(app, official.chairDetail, { query: { id: 311 } })).data;
        expect(full).toMatchObject({ seatsLeft: 0, registrationOpen: false, status: 'upcoming' });
      });

      it('answers NOT_FOUND for an unknown talk or one of the other district', async () => {
        expect((await register(registration({ chairId: 9999 }))).code).toBe(CODES.NOT_FOUND);
        expect((await register(registration({ chairId: 311 }), { district: 'mainland' })).code).toBe(CODES.NOT_FOUND);
      });

      it('rejects invalid registrations with INVALID_INPUT naming the field, and stores nothing', async () => {
        const cases: [unknown, string][] = [
          [registration({ phoneNumber: '1234567' }), 'phoneNumber'],
          [registration({ areaCode: '86', phoneNumber: '2380013800' }), 'phoneNumber'],
          [registration({ areaCode: '86', phoneNumber: '23800138000' }), 'phoneNumber'],
          [registration({ areaCode: 'HK' }), 'areaCode'],
          [registration({ email: 'not-an-email' }), 'email'],
          [registration({ name: '   ' }), 'name'],
          [registration({ name: 'x'.repeat(61) }), 'name'],
          [registration({ chairId: '302' }), 'chairId'],
          [registration({ chairId: 1.5 }), 'chairId'],
          [registration({ phoneNumber: 51234567 }), 'phoneNumber'],
          [{ chairId: 302, areaCode: '852', phoneNumber: freshPhone() }, 'name'],
          [registration({ referrer: 'abc' }), '(body)'],
        ];
        const before = await app.db.selectFrom('official_talk_registration').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        for (const [body, field] of cases) {
          const result = await register(body);
          expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
          expect(result.data.issues.map((issue: { field: string }) => issue.field)).toContain(field);
        }
        const after = await app.db.selectFrom('official_talk_registration').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });

      it('rejects broken JSON, empty bodies and non-object bodies', async () => {
        const url = official.chairRegister.path;
        // Input is checked before the session, so these answer INVALID_INPUT even without a token.
        expect(await postRaw(app, url, '{"chairId": 302,', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, '', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, '[1,2]', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, 'null', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });
  },
  officialOnly,
);

const redisUrl = process.env['REDIS_URL'];
const stores = testDialects().flatMap((dialect) => [{ dialect, store: 'database' as const }, ...(redisUrl ? [{ dialect, store: 'redis' as const }] : [])]);
const [networkLimit, userLimit] = TALK_REGISTRATION_LIMITS;

/** The caps and the seats must hold when registrations arrive all at once, whichever store keeps the counters. */
describe.each(stores)('chair-register under concurrent requests [$dialect, counters in $store]', ({ dialect, store }) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    started = await startTestApp(dialect, { ...officialOnly, config: { redisUrl: store === 'redis' ? redisUrl : undefined } });
    app = started.app;
    started.clock.set(SEED_NOW);
  }, 60_000);
  afterAll(() => started.close(), 60_000);

  const registerAs = (token: string, remoteAddress: string, chairId = 302) => call(app, official.chairRegister, { body: registrationBody({ chairId }), token, remoteAddress });
  const newUsers = (count: number) => Promise.all(Array.from({ length: count }, () => loggedInUser(app, freshPhone())));

  it(`takes at most ${networkLimit.max} of 12 simultaneous registrations by different users from one address, then more after ${networkLimit.windowMs / 60_000} minutes`, async () => {
    const users = await newUsers(13);
    const results = await Promise.all(users.slice(0, 12).map(({ token }) => registerAs(token, '203.0.113.7')));
    expect(countCodes(results)).toEqual({ 0: networkLimit.max, [CODES.TOO_MANY_REQUESTS]: 12 - networkLimit.max });
    const refused = results.find((result) => result.code === CODES.TOO_MANY_REQUESTS);
    expect(refused?.msg).toBe(messageFor(CODES.TOO_MANY_REQUESTS, 'en'));
    const stored = await app.db.selectFrom('official_talk_registration').select('user_uuid').where('user_uuid', 'in', users.map((user) => user.uuid)).execute();
    expect(stored).toHaveLength(networkLimit.max);

    started.clock.advance(networkLimit.windowMs);
    expect((await registerAs(users[12].token, '203.0.113.7')).code).toBe(0);
    started.clock.set(SEED_NOW);
  });

  it('counts an IPv6 client by its /64', async () => {
    const users = await newUsers(networkLimit.max + 2);
    const sameNetwork = users.slice(0, networkLimit.max + 1).map(({ token }, host) => registerAs(token, `2001:db8:70:1:${(host + 1).toString(16)}::1`));
    expect(countCodes(await Promise.all(sameNetwork))).toEqual({ 0: networkLimit.max, [CODES.TOO_MANY_REQUESTS]: 1 });
    expect((await registerAs(users[networkLimit.max + 1].token, '2001:db8:70:2::1')).code).toBe(0);
  });

  it(`lets one user make at most ${userLimit.max} of 6 simultaneous registrations from many addresses, and only one per talk`, async () => {
    const [user] = await newUsers(1);
    // Six upcoming talks of the Hong Kong site (not 311, whose seats the last test counts), one request each, each from another address.
    const talks = [301, 302, 303, 304, 305, 306];
    const results = await Promise.all(talks.map((chairId, index) => registerAs(user.token, `198.19.1.${index + 1}`, chairId)));
    expect(countCodes(results)).toEqual({ 0: userLimit.max, [CODES.TOO_MANY_REQUESTS]: talks.length - userLimit.max });

    const [other] = await newUsers(1);
    const sameTalk = await Promise.all(Array.from({ length: userLimit.max }, (_, index) => registerAs(other.token, `198.19.2.${index + 1}`, 303)));
    expect(countCodes(sameTalk)).toEqual({ 0: 1, [CODES.ALREADY_EXISTS]: userLimit.max - 1 });
  });

  it('stores at most 25 of 30 simultaneous registrations by 30 users on a 25-seat talk', async () => {
    const users = await newUsers(30);
    // Talk 311 has 25 seats.
    const results = await Promise.all(users.map(({ token }, index) => registerAs(token, `198.19.3.${index + 1}`, 311)));
    expect(countCodes(results)).toEqual({ 0: 25, [CODES.CHAIR_FULLY_BOOKED]: 5 });
    const seats = await app.db.selectFrom('official_talk_registration').select((eb) => eb.fn.countAll().as('taken')).where('talk_id', '=', 311).executeTakeFirstOrThrow();
    expect(Number(seats.taken)).toBe(25);
    expect((await call(app, official.chairDetail, { query: { id: 311 } })).data).toMatchObject({ seatsLeft: 0, registrationOpen: false });
  });
});
