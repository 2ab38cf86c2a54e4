import { CODES, messageFor, officialWebsiteConfigEndpoints as official, type TalkSummary } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/call';
import { describeEachDatabase, siteHeaders } from '../../testing/test-app';
import { officialOnly, postRaw, SEED_NOW } from './spec-support';

type TalkList = { list: TalkSummary[]; total: number; tags: { code: string; name: string }[] };

let phoneCounter = 0;
/** A Hong Kong mobile number no other test uses. */
const freshPhone = () => `9${String(1_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

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
    const register = (body: unknown, district: 'hk' | 'mainland' = 'hk') =>
      call(app, official.chairRegister, { body, headers: siteHeaders('en', district) });
    const registration = (overrides: Record<string, unknown> = {}) => ({
      chairId: 302,
      name: 'Chan Tai Man',
      areaCode: '852',
      phoneNumber: freshPhone(),
      email: 'tai.man.chan@example.com',
      ...overrides,
    });

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
      it('stores a registration and takes a seat', async () => {
        const before = (await call(app, official.chairDetail, { query: { id: 303 } })).data.seatsLeft;
        const body = registration({ chairId: 303 });
        const result = await register(body);
        expect(result).toMatchObject({ status: 200, code: 0, data: { chairId: 303, registeredAt: new Date(SEED_NOW).toISOString() } });
        expect(result.data.registrationId).toMatch(/^[0-9a-f-]{36}$/);
        const stored = await app.db.selectFrom('official_talk_registration').selectAll().where('id', '=', result.data.registrationId).executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ talk_id: 303, area_code: '852', phone_number: body.phoneNumber, name: 'Chan Tai Man', email: 'tai.man.chan@example.com', district: 'hk', lang: 'en', user_uuid: null });
        expect((await call(app, official.chairDetail, { query: { id: 303 } })).data.seatsLeft).toBe(before - 1);
      });

      it('accepts one registration per phone per talk and says so on the second', async () => {
        const phoneNumber = freshPhone();
        expect((await register(registration({ phoneNumber }))).code).toBe(0);
        const again = await register(registration({ phoneNumber, areaCode: '+852', name: 'Someone Else' }));
        expect(again).toMatchObject({ code: CODES.ALREADY_EXISTS, msg: messageFor(CODES.ALREADY_EXISTS, 'en'), data: null });
        const rows = await app.db.selectFrom('official_talk_registration').select('name').where('talk_id', '=', 302).where('phone_number', '=', phoneNumber).execute();
        expect(rows).toEqual([{ name: 'Chan Tai Man' }]);

        expect((await register(registration({ phoneNumber, chairId: 304 }))).code).toBe(0);
        expect((await register(registration({ phoneNumber: '13800138000', areaCode: '86' }))).code).toBe(0);
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
        expect((await register(registration({ chairId: 311 }), 'mainland')).code).toBe(CODES.NOT_FOUND);
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
        expect(await postRaw(app, url, '{"chairId": 302,', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, '', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, '[1,2]', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, url, 'null', 'application/json')).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });
  },
  officialOnly,
);
