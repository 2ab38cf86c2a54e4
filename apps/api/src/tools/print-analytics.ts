import { createDatabase } from '@brokerage/db';
import type { Database } from '../db/schema';
import { AnalyticsEventsRepository } from '../repositories/analytics-events';

/**
 * Prints the latest funnel events the local collector received from the sites (sit and uat), oldest
 * first, so one visit's funnel reads top to bottom.
 * Usage: npm run analytics [-- <how many, default 30>]; DATABASE_URL as for the API.
 */
const main = async () => {
  const limit = Math.max(1, Math.min(500, Number(process.argv[2] ?? 30) || 30));
  const db = createDatabase<Database>({ url: process.env['DATABASE_URL'] });
  try {
    const events = await new AnalyticsEventsRepository(db).latest(limit);
    if (events.length === 0) {
      console.log('No analytics events yet: open a page of a site running in sit or uat.');
      return;
    }
    for (const event of events) {
      console.log(`${event.receivedAt}  ${event.district.padEnd(8)} ${event.terminal}  #${String(event.seq).padEnd(3)} ${event.name.padEnd(20)} ${event.path}`);
    }
  } finally {
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error('Could not read the analytics events:', error instanceof Error ? error.message : error);
  process.exit(1);
});
