import { redactPersonalSegments, type CollectEventsBody, type CollectedEvent, type District } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredEvent extends CollectedEvent {
  id: number;
  district: District;
  receivedAt: string;
}

/**
 * The local analytics collector's store (sit and uat): funnel events as the sites forward them, in
 * the order received. Rows hold no personal data: the contract has no field for any, and a path
 * segment that looks like a phone number or an e-mail address is stored as `_`.
 */
export class AnalyticsEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async store({ district, events }: CollectEventsBody, receivedAt: number): Promise<number> {
    await this.db
      .insertInto('analytics_events')
      .values(events.map((event) => ({ district, name: event.name, path: redactPersonalSegments(event.path), lang: event.lang, terminal: event.terminal, at: event.at, seq: event.seq, received_at: receivedAt })))
      .execute();
    return events.length;
  }

  /** The latest `limit` events, oldest of them first, so a funnel reads top to bottom. */
  async latest(limit: number): Promise<StoredEvent[]> {
    const rows = await this.db.selectFrom('analytics_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.reverse().map((row) => ({
      id: Number(row.id),
      district: row.district as District,
      name: row.name as CollectedEvent['name'],
      path: row.path,
      lang: row.lang as CollectedEvent['lang'],
      terminal: row.terminal as CollectedEvent['terminal'],
      at: Number(row.at),
      seq: row.seq,
      receivedAt: new Date(Number(row.received_at)).toISOString(),
    }));
  }
}
