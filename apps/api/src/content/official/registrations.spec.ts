import { CODES, officialWebsiteConfigEndpoints as official, type ActivityDetail, type MyRegistration } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call, countCodes } from '../../testing/call';
import { describeEachDatabase, siteHeaders, startTestApp, testDialects } from '../../testing/test-app';
import { loggedInUser, officialOnly, SEED_NOW } from './spec-support';

let phoneCounter = 0;
/** A Hong Kong mobile number no other test uses. */
const freshPhone = () => `6${String(2_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

let addressCounter = 0;
/** A client address no other registration uses, so the per-network cap stays out of tests about something else. */
const freshAddress = () => `198.51.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;

/* Seed events (tools/seed/official/events.ts) at SEED_NOW: 211 and 212 register on the site (30 and
 * 120 seats), 209 and 210 in the app, 201 took no registration, 204 registered on the site but has ended. */

describeEachDatabase(
  'official-website-config: event registration and my registrations',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
      context().clock.set(SEED_NOW);
    });
    afterEach(() => context().clock.set(SEED_NOW));

    const detail = async (id: number) => (await call<ActivityDetail>(app, official.activityDetail, { query: { id } })).data;
    const register = (body: unknown, token?: string, district: 'hk' | 'mainland' = 'hk') =>
      call(app, official.eventRegister, { body, token, remoteAddress: freshAddress(), headers: siteHeaders('en', district) });
    const mine = (token: string | undefined, lang: 'en' | 'zh-hk' = 'en', district: 'hk' | 'mainland' = 'hk') =>
      call<{ list: MyRegistration[]; total: number }>(app, official.myRegistrations, { query: {}, token, headers: siteHeaders(lang, district) });

    it('says how each event takes part, with seats left for one registering on the site', async () => {
      expect(await detail(211)).toMatchObject({ registration: 'site', seatsLeft: expect.any(Number), registrationOpen: true, status: 'upcoming' });
      expect(await detail(209)).toMatchObject({ registration: 'app', seatsLeft: null, registrationOpen: false });
      expect(await detail(210)).toMatchObject({ registration: 'app', seatsLeft: null, registrationOpen: false });
      expect(await detail(201)).toMatchObject({ registration: 'none', status: 'ended', seatsLeft: null, registrationOpen: false });
      expect(await detail(204)).toMatchObject({ registration: 'site', status: 'ended', registrationOpen: false });
      const promotion = (await call<ActivityDetail>(app, official.activityList, { query: { type: 0 } })).data as unknown as { list: { id: number }[] };
      expect(await detail(promotion.list[0].id)).toMatchObject({ kind: 'promotion', registration: 'none', registrationOpen: false });
    });

    it("stores the logged-in user's registration with the account's phone and takes a seat", async () => {
      const before = (await detail(212)).seatsLeft ?? 0;
      const user = await loggedInUser(app, freshPhone());
      const result = await register({ eventId: 212, name: 'Chan Tai Man' }, user.token);
      expect(result).toMatchObject({ code: 0, data: { eventId: 212, registeredAt: new Date(SEED_NOW).toISOString() } });
      const stored = await app.db.selectFrom('official_event_registration').selectAll().where('id', '=', result.data.registrationId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ activity_id: 212, user_uuid: user.uuid, area_code: '852', phone_number: user.phoneNumber, name: 'Chan Tai Man', district: 'hk', lang: 'en' });
      expect((await detail(212)).seatsLeft).toBe(before - 1);
    });

    it('refuses a visitor, a second registration of the same user, and events that do not register on the site', async () => {
      expect((await register({ eventId: 212, name: 'Chan Tai Man' })).code).toBe(CODES.TOKEN_INVALID);
      const { token } = await loggedInUser(app, freshPhone());
      expect((await register({ eventId: 211, name: 'Chan Tai Man' }, token)).code).toBe(0);
      expect((await register({ eventId: 211, name: 'Someone Else' }, token)).code).toBe(CODES.ALREADY_EXISTS);
      // One user may try 5 times in 10 minutes (the caps of chair-register): the rest by another.
      const other = (await loggedInUser(app, freshPhone())).token;
      expect((await register({ eventId: 209, name: 'Chan Tai Man' }, token)).code).toBe(CODES.EVENT_REGISTRATION_CLOSED);
      expect((await register({ eventId: 210, name: 'Chan Tai Man' }, other)).code).toBe(CODES.EVENT_REGISTRATION_CLOSED);
      expect((await register({ eventId: 204, name: 'Chan Tai Man' }, other)).code).toBe(CODES.EVENT_REGISTRATION_CLOSED);
      expect((await register({ eventId: 9999, name: 'Chan Tai Man' }, other)).code).toBe(CODES.NOT_FOUND);
      // An event of the other district (213 is the mainland site's) is not found here.
      expect((await register({ eventId: 213, name: 'Chan Tai Man' }, other)).code).toBe(CODES.NOT_FOUND);
    });

    it('rejects invalid bodies naming the field: a typed phone is not accepted', async () => {
      const { token } = await loggedInUser(app, freshPhone());
      const cases: [unknown, string][] = [
        [{ eventId: 212, name: '  ' }, 'name'],
        [{ eventId: 212, name: 'x'.repeat(61) }, 'name'],
        [{ eventId: '212', name: 'Chan' }, 'eventId'],
        [{ eventId: 212, name: 'Chan', phoneNumber: '51234567' }, '(body)'],
      ];
      for (const [body, field] of cases) {
        const result = await register(body, token);
        expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(result.data.issues.map((issue: { field: string }) => issue.field)).toContain(field);
      }
    });

    it("lists the user's talk bookings and event registrations, coming ones first, in the request language", async () => {
      const user = await loggedInUser(app, freshPhone());
      expect(await mine(user.token)).toMatchObject({ code: 0, data: { list: [], total: 0 } });
      const talk = await call(app, official.chairRegister, {
        body: { chairId: 303, name: 'Chan Tai Man', areaCode: '852', phoneNumber: user.phoneNumber },
        token: user.token,
        remoteAddress: freshAddress(),
      });
      expect(talk.code).toBe(0);
      expect((await register({ eventId: 211, name: '陳大文' }, user.token)).code).toBe(0);

      const { data } = await mine(user.token, 'zh-hk');
      expect(data.total).toBe(2);
      const [first, second] = data.list;
      expect(first.startAt < second.startAt).toBe(true);
      const talkItem = data.list.find((item) => item.kind === 'talk');
      const eventItem = data.list.find((item) => item.kind === 'event');
      expect(talkItem).toMatchObject({ id: 303, name: 'Chan Tai Man', areaCode: '852', phoneNumber: user.phoneNumber, status: 'upcoming' });
      expect(eventItem).toMatchObject({ id: 211, title: '年終家庭理財工作坊', name: '陳大文', format: 'offline', status: 'upcoming', location: expect.stringContaining('荃灣') });

      // Another user sees none of them; a visitor gets TOKEN_INVALID.
      expect((await mine((await loggedInUser(app, freshPhone())).token)).data.total).toBe(0);
      expect((await mine(undefined)).code).toBe(CODES.TOKEN_INVALID);
      // Once the talk and the event are over they come after the coming ones, as ended.
      context().clock.set(Date.parse('2026-12-15T12:00:00+08:00'));
      expect((await mine(user.token)).data.list.map((item) => item.status)).toEqual(['ended', 'ended']);
    });
  },
  officialOnly,
);

/** Seats and the once-per-user rule must hold when registrations arrive all at once. */
describe.each(testDialects())('event-register under concurrent requests [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    started = await startTestApp(dialect, officialOnly);
    app = started.app;
    started.clock.set(SEED_NOW);
  }, 60_000);
  afterAll(() => started.close(), 60_000);

  const registerAs = (token: string, remoteAddress: string, eventId: number) => call(app, official.eventRegister, { body: { eventId, name: 'Chan Tai Man' }, token, remoteAddress });

  it('stores one of 5 simultaneous registrations of one user for one event', async () => {
    const user = await loggedInUser(app, freshPhone());
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => registerAs(user.token, `198.51.200.${index + 1}`, 212)));
    expect(countCodes(results)).toEqual({ 0: 1, [CODES.ALREADY_EXISTS]: 4 });
    const rows = await app.db.selectFrom('official_event_registration').select('id').where('user_uuid', '=', user.uuid).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores at most 30 of 36 simultaneous registrations by 36 users on a 30-seat event', async () => {
    const users = await Promise.all(Array.from({ length: 36 }, () => loggedInUser(app, freshPhone())));
    const results = await Promise.all(users.map(({ token }, index) => registerAs(token, `198.51.201.${index + 1}`, 211)));
    expect(countCodes(results)).toEqual({ 0: 30, [CODES.EVENT_FULLY_BOOKED]: 6 });
    const seats = await app.db.selectFrom('official_event_registration').select((eb) => eb.fn.countAll().as('taken')).where('activity_id', '=', 211).executeTakeFirstOrThrow();
    expect(Number(seats.taken)).toBe(30);
    const detail = await call<ActivityDetail>(app, official.activityDetail, { query: { id: 211 } });
    expect(detail.data).toMatchObject({ seatsLeft: 0, registrationOpen: false });
  });
});
