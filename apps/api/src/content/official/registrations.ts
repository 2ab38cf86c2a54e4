import { randomUUID } from 'node:crypto';
import { ApiError, CODES, type District, type Lang, type MyRegistration } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCount } from '../shared';
import { districtsFor } from './shared';

/** Who registers: the logged-in user, with the phone of their account (never one typed in the form). */
export interface EventRegistrant {
  userUuid: string;
  areaCode: string;
  phoneNumber: string;
}

/**
 * Stores the user's registration for an event of the district that registers on the site and has
 * not started. Once per user per event: the table's unique key decides, so of two concurrent submits
 * one lands and the other answers ALREADY_EXISTS. The seats are counted in a transaction that first
 * writes the event's row, which locks it (PostgreSQL) until commit, so concurrent registrations
 * count one after another and never pass the capacity; SQLite runs one transaction at a time anyway.
 */
export const registerForEvent = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; registrant: EventRegistrant; eventId: number; name: string },
): Promise<{ registrationId: string; eventId: number; registeredAt: string }> => {
  const { now, registrant } = params;
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('official_activity')
      .select(['id', 'starts_at', 'registration', 'capacity'])
      .where('id', '=', params.eventId)
      .where('kind', '=', 'event')
      .where('district', 'in', districtsFor(params.district))
      .where('published', '=', 1)
      .where('published_at', '<=', now)
      .executeTakeFirst();
    if (!event) throw new ApiError(CODES.NOT_FOUND);

    const existing = await trx
      .selectFrom('official_event_registration')
      .select('id')
      .where('activity_id', '=', event.id)
      .where('user_uuid', '=', registrant.userUuid)
      .executeTakeFirst();
    if (existing) throw new ApiError(CODES.ALREADY_EXISTS);
    if (event.registration !== 'site' || event.starts_at <= now) throw new ApiError(CODES.EVENT_REGISTRATION_CLOSED);

    if (event.capacity !== null) {
      await trx.updateTable('official_activity').set((eb) => ({ capacity: eb.ref('capacity') })).where('id', '=', event.id).execute();
      const seats = await trx
        .selectFrom('official_event_registration')
        .select((eb) => eb.fn.countAll().as('taken'))
        .where('activity_id', '=', event.id)
        .executeTakeFirstOrThrow();
      if (toCount(seats.taken) >= event.capacity) throw new ApiError(CODES.EVENT_FULLY_BOOKED);
    }

    const registrationId = randomUUID();
    const result = await trx
      .insertInto('official_event_registration')
      .values({
        id: registrationId,
        activity_id: event.id,
        user_uuid: registrant.userUuid,
        area_code: registrant.areaCode,
        phone_number: registrant.phoneNumber,
        name: params.name,
        district: params.district,
        lang: params.lang,
        created_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (toCount(result.numInsertedOrUpdatedRows) === 0) throw new ApiError(CODES.ALREADY_EXISTS);
    return { registrationId, eventId: event.id, registeredAt: now };
  });
};

const talkStatus = (startsAt: string, endsAt: string, now: string): MyRegistration['status'] => (endsAt <= now ? 'ended' : startsAt <= now ? 'live' : 'upcoming');
const eventStatus = (startsAt: string, endsAt: string, now: string): MyRegistration['status'] => (endsAt <= now ? 'ended' : startsAt <= now ? 'ongoing' : 'upcoming');

/**
 * The user's talk bookings and event registrations of the district, in the language asked: still to
 * come (or running) first, soonest first; then past ones, latest first. Items no longer published
 * are left out (their pages would not open).
 */
export const listMyRegistrations = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; userUuid: string },
): Promise<{ list: MyRegistration[]; total: number }> => {
  const { now, lang, userUuid } = params;
  const districts = districtsFor(params.district);
  const [talks, events] = await Promise.all([
    db
      .selectFrom('official_talk_registration as r')
      .innerJoin('official_talk as t', 't.id', 'r.talk_id')
      .innerJoin('official_talk_i18n as i', (join) => join.onRef('i.talk_id', '=', 't.id').on('i.lang', '=', lang))
      .where('r.user_uuid', '=', userUuid)
      .where('t.district', 'in', districts)
      .where('t.published', '=', 1)
      .select(['r.id', 't.id as item_id', 'i.title', 't.starts_at', 't.ends_at', 't.format', 'i.location', 'r.name', 'r.area_code', 'r.phone_number', 'r.email', 'r.created_at'])
      .execute(),
    db
      .selectFrom('official_event_registration as r')
      .innerJoin('official_activity as a', 'a.id', 'r.activity_id')
      .innerJoin('official_activity_i18n as i', (join) => join.onRef('i.activity_id', '=', 'a.id').on('i.lang', '=', lang))
      .where('r.user_uuid', '=', userUuid)
      .where('a.district', 'in', districts)
      .where('a.published', '=', 1)
      .select(['r.id', 'a.id as item_id', 'i.title', 'a.starts_at', 'a.ends_at', 'i.location', 'r.name', 'r.area_code', 'r.phone_number', 'r.created_at'])
      .execute(),
  ]);
  const list: MyRegistration[] = [
    ...talks.map((row) => ({
      kind: 'talk' as const,
      registrationId: row.id,
      id: row.item_id,
      title: row.title,
      startAt: row.starts_at,
      endAt: row.ends_at,
      format: row.format === 'offline' ? ('offline' as const) : ('online' as const),
      location: row.location,
      status: talkStatus(row.starts_at, row.ends_at, now),
      name: row.name,
      areaCode: row.area_code,
      phoneNumber: row.phone_number,
      email: row.email,
      registeredAt: row.created_at,
    })),
    ...events.map((row) => ({
      kind: 'event' as const,
      registrationId: row.id,
      id: row.item_id,
      title: row.title,
      startAt: row.starts_at,
      endAt: row.ends_at,
      format: 'offline' as const,
      location: row.location,
      status: eventStatus(row.starts_at, row.ends_at, now),
      name: row.name,
      areaCode: row.area_code,
      phoneNumber: row.phone_number,
      email: null,
      registeredAt: row.created_at,
    })),
  ];
  const coming = list.filter((item) => item.endAt > now).sort((a, b) => a.startAt.localeCompare(b.startAt));
  const past = list.filter((item) => item.endAt <= now).sort((a, b) => b.startAt.localeCompare(a.startAt));
  return { list: [...coming, ...past], total: list.length };
};
