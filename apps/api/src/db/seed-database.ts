import { seedCalendarShift } from '@brokerage/seed/official';
import type { Kysely } from 'kysely';
import { officialModule } from '../content/official';
import { seedOfficialContent } from '../content/official/seed';
import { pagesModule } from '../content/pages';
import { seedPages } from '../content/pages/seed';
import type { ContentModule } from '../modules';
import type { DatabaseSeed } from '../plugins/database';
import type { Database } from './schema';
import { seedCore } from './seed';

/** Each content area's seed (the search index has none: triggers keep it current). */
const CONTENT_SEEDS = new Map<ContentModule, (db: Kysely<Database>, calendarShiftMs: number) => Promise<void>>([
  [officialModule, (db, calendarShiftMs) => seedOfficialContent(db, { calendarShiftMs })],
  [pagesModule, (db) => seedPages(db)],
]);

/**
 * Fills a migrated database with the seed: core settings and (outside `pro`) the demo accounts, then
 * the content of each area in `modules`. Inserts only what is missing, so a second run changes
 * nothing and editors' changes survive. `seedCalendar: 'today'` moves dated content (talks, events,
 * promotions) to today. Only the seed command (tools/seed.ts) and tests import this: the API's
 * bundle carries no seed content.
 */
export const seedDatabase: DatabaseSeed = async (db, { appEnv, clock, seedCalendar, modules }) => {
  await seedCore(db, { appEnv, clock });
  const calendarShiftMs = seedCalendar === 'today' ? seedCalendarShift(clock.now()) : 0;
  for (const module of modules) await CONTENT_SEEDS.get(module)?.(db, calendarShiftMs);
};
