import { officialWebsiteConfigEndpoints as official, type TalkSummary } from '@brokerage/contracts';
import { talks } from '@brokerage/seed/official';
import { call } from '../../testing/call';
import { siteHeaders, startTestApp, TestClock } from '../../testing/test-app';
import { officialModule } from './index';
import { SEED_NOW } from './spec-support';

const WEEK = 7 * 24 * 3_600_000;
/** Ten weeks and two days after the seed's reference time: every seeded talk is past on the seed's own dates. */
const LATER = SEED_NOW + 10 * WEEK + 2 * 24 * 3_600_000;

const startedAt = async (seedCalendar: 'fixed' | 'today') => {
  const clock = new TestClock();
  clock.set(LATER);
  return startTestApp('sqlite', { config: { seedCalendar }, dependencies: { modules: [officialModule], clock } });
};

const upcomingTalks = async (app: Awaited<ReturnType<typeof startTestApp>>['app']) =>
  (await call<{ list: TalkSummary[] }>(app, official.chairList, { query: { status: 'upcoming', offset: 0, limit: 50 }, headers: siteHeaders('en') })).data.list;

describe('the seed calendar (SEED_CALENDAR)', () => {
  it('keeps the seed dates when fixed, so a stack started months later has no talk to book', async () => {
    const started = await startedAt('fixed');
    try {
      expect(await upcomingTalks(started.app)).toEqual([]);
    } finally {
      await started.close();
    }
  });

  it('moves talks forward by whole weeks when today, so the same talks are upcoming on the same weekday and time', async () => {
    const started = await startedAt('today');
    try {
      const upcoming = await upcomingTalks(started.app);
      const seededUpcoming = talks.filter((talk) => Date.parse(talk.startsAt) > SEED_NOW + 2 * 24 * 3_600_000);
      expect(upcoming.map((talk) => talk.id).sort()).toEqual(expect.arrayContaining(seededUpcoming.map((talk) => talk.id).sort()));
      const first = talks.find((talk) => talk.id === upcoming[0].id);
      expect(Date.parse(upcoming[0].startAt) - Date.parse(first?.startsAt ?? '')).toBe(10 * WEEK);
    } finally {
      await started.close();
    }
  });
});
