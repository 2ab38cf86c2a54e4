import { createDatabase } from '@brokerage/db';
import type { Database } from '../db/schema';

/**
 * Prints the latest SMS and e-mails the API "sent" in sit/uat (the outbox table), newest last.
 * Usage: npm run outbox [-- <how many, default 20>]; DATABASE_URL as for the API.
 */
const main = async () => {
  const limit = Math.max(1, Math.min(500, Number(process.argv[2] ?? 20) || 20));
  const db = createDatabase<Database>({ url: process.env['DATABASE_URL'] });
  try {
    const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    if (rows.length === 0) {
      console.log('The outbox is empty: no code has been sent yet (only sit and uat keep an outbox).');
      return;
    }
    for (const row of rows.reverse()) {
      console.log(`${new Date(row.created_at).toISOString()}  ${row.channel.toUpperCase().padEnd(5)} to ${row.recipient}${row.subject ? `  "${row.subject}"` : ''}`);
      console.log(`  ${row.body.replace(/\n+/g, '\n  ')}\n`);
    }
  } finally {
    await db.destroy();
  }
};

main().catch((error: unknown) => {
  console.error('Could not read the outbox:', error instanceof Error ? error.message : error);
  process.exit(1);
});
