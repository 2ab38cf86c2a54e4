import { randomUUID } from 'node:crypto';
import { ApiError, CODES, type District, type Lang, type TalkDetail, type TalkStatus, type TalkSummary } from '@brokerage/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clientNetworkKey } from '../../security/client-network';
import type { EphemeralStore } from '../../store/ephemeral-store';
import { pageWithTotal, toCount } from '../shared';
import { districtsFor } from './shared';

const localisedTalks = (db: Kysely<Database>, district: District, lang: Lang, now: string) =>
  db
    .selectFrom('official_talk')
    .innerJoin('official_talk_i18n', (join) => join.onRef('official_talk_i18n.talk_id', '=', 'official_talk.id').on('official_talk_i18n.lang', '=', lang))
    .leftJoin('official_talk_tag', (join) => join.onRef('official_talk_tag.code', '=', 'official_talk.tag').on('official_talk_tag.lang', '=', lang))
    .where('official_talk.district', 'in', districtsFor(district))
    .where('official_talk.published', '=', 1)
    .where('official_talk.published_at', '<=', now);

/** How many registrations the talk of the outer query holds, as column `registered`. */
const registeredCount = (eb: ExpressionBuilder<Database, 'official_talk'>) =>
  eb
    .selectFrom('official_talk_registration')
    .select(eb.fn.countAll().as('registered'))
    .whereRef('official_talk_registration.talk_id', '=', 'official_talk.id')
    .as('registered');

const summaryColumns = [
  'official_talk.id',
  'official_talk.tag',
  'official_talk.format',
  'official_talk.cover_image',
  'official_talk.starts_at',
  'official_talk.ends_at',
  'official_talk.capacity',
  'official_talk_tag.name as tag_name',
  'official_talk_i18n.title',
  'official_talk_i18n.summary',
  'official_talk_i18n.speaker_name',
  'official_talk_i18n.speaker_title',
  'official_talk_i18n.location',
] as const;

interface TalkRow {
  id: number;
  tag: string;
  format: string;
  cover_image: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  tag_name: string | null;
  title: string;
  summary: string;
  speaker_name: string;
  speaker_title: string;
  location: string;
  registered: string | number | bigint;
}

const statusAt = (row: Pick<TalkRow, 'starts_at' | 'ends_at'>, now: string): TalkStatus =>
  row.ends_at <= now ? 'ended' : row.starts_at <= now ? 'live' : 'upcoming';

const toSummary = (row: TalkRow, now: string): TalkSummary => {
  const status = statusAt(row, now);
  const seatsLeft = Math.max(0, row.capacity - toCount(row.registered));
  return {
    id: row.id,
    tag: row.tag,
    tagName: row.tag_name ?? row.tag,
    format: row.format === 'offline' ? 'offline' : 'online',
    title: row.title,
    summary: row.summary,
    coverImage: row.cover_image,
    speakerName: row.speaker_name,
    speakerTitle: row.speaker_title,
    location: row.location,
    startAt: row.starts_at,
    endAt: row.ends_at,
    status,
    capacity: row.capacity,
    seatsLeft,
    registrationOpen: status === 'upcoming' && seatsLeft > 0,
  };
};

export const listTalks = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; tag?: string; status?: TalkStatus; offset: number; limit: number },
): Promise<{ list: TalkSummary[]; total: number; tags: { code: string; name: string }[] }> => {
  const { now } = params;
  let base = localisedTalks(db, params.district, params.lang, now);
  if (params.tag) base = base.where('official_talk.tag', '=', params.tag);
  if (params.status === 'upcoming') base = base.where('official_talk.starts_at', '>', now);
  if (params.status === 'live') base = base.where('official_talk.starts_at', '<=', now).where('official_talk.ends_at', '>', now);
  if (params.status === 'ended') base = base.where('official_talk.ends_at', '<=', now);

  const [{ rows, total }, tags] = await Promise.all([
    pageWithTotal(base, (filtered) =>
      filtered
        .select(summaryColumns)
        .select(registeredCount)
        // Talks still to come (or running) first, soonest first; then past talks, latest first.
        .orderBy(sql`case when ${sql.ref('official_talk.ends_at')} > ${now} then 0 else 1 end`)
        .orderBy(sql`case when ${sql.ref('official_talk.ends_at')} > ${now} then ${sql.ref('official_talk.starts_at')} else '' end`)
        .orderBy('official_talk.starts_at', 'desc')
        .orderBy('official_talk.id', 'desc')
        .limit(params.limit)
        .offset(params.offset)
        .execute(),
    ),
    db.selectFrom('official_talk_tag').select(['code', 'name']).where('lang', '=', params.lang).orderBy('sort_order').execute(),
  ]);
  return { list: rows.map((row) => toSummary(row as TalkRow, now)), total, tags };
};

export const findTalk = async (db: Kysely<Database>, params: { district: District; lang: Lang; now: string; id: number }): Promise<TalkDetail> => {
  const { now } = params;
  const row = await localisedTalks(db, params.district, params.lang, now)
    .where('official_talk.id', '=', params.id)
    .select(summaryColumns)
    .select('official_talk_i18n.content_html')
    .select(registeredCount)
    .executeTakeFirst();
  if (!row) throw new ApiError(CODES.NOT_FOUND);
  return { ...toSummary(row as TalkRow, now), contentHtml: row.content_html };
};

export interface TalkRegistration {
  chairId: number;
  name: string;
  areaCode: string;
  phoneNumber: string;
  email?: string;
}

const MINUTE_MS = 60_000;

/**
 * Registrations need a logged-in user (an account behind a verified phone), and these caps stop one
 * client from taking a talk's seats in a burst: per network (IPv6 by its /64, so an office or a
 * phone carrier's shared address still lets a few colleagues register) and per user across talks and events.
 * One registration per user per talk is the database's unique key, not a counter.
 */
export const TALK_REGISTRATION_LIMITS = [
  { scope: 'network', windowMs: 10 * MINUTE_MS, max: 5 },
  { scope: 'user', windowMs: 10 * MINUTE_MS, max: 5 },
] as const;

/**
 * Counts one registration attempt against every cap and refuses it (TOO_MANY_REQUESTS) when any is
 * reached. Each cap is the store's atomic check-and-count, so of N concurrent attempts at most `max`
 * pass, in every store; an attempt counts whatever its outcome (a duplicate or a full talk too).
 */
export const admitTalkRegistration = async (store: EphemeralStore, now: number, client: { ip: string; userUuid: string }): Promise<void> => {
  const subjects = { network: clientNetworkKey(client.ip), user: client.userUuid };
  for (const { scope, windowMs, max } of TALK_REGISTRATION_LIMITS) {
    const window = Math.floor(now / windowMs);
    const admitted = await store.incrementBelow(`talk-registration:${scope}:${windowMs}:${subjects[scope]}:${window}`, max, (window + 1) * windowMs, now);
    if (admitted === null) throw new ApiError(CODES.TOO_MANY_REQUESTS);
  }
};

/**
 * Stores a registration for an upcoming talk with seats left, once per user and once per phone
 * (the database's unique keys decide, so two concurrent submits cannot both land). Counting the
 * seats and inserting run in one transaction that first writes the talk's row, which locks it
 * (PostgreSQL) until commit, so concurrent registrations count one after another and never pass
 * the capacity; SQLite runs one transaction at a time anyway.
 */
export const registerForTalk = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; userUuid: string; registration: TalkRegistration },
): Promise<{ registrationId: string; chairId: number; registeredAt: string }> => {
  const { registration, now, userUuid } = params;
  return db.transaction().execute(async (trx) => {
    const talk = await trx
      .selectFrom('official_talk')
      .select(['id', 'starts_at', 'capacity'])
      .where('id', '=', registration.chairId)
      .where('district', 'in', districtsFor(params.district))
      .where('published', '=', 1)
      .where('published_at', '<=', now)
      .executeTakeFirst();
    if (!talk) throw new ApiError(CODES.NOT_FOUND);

    const existing = await trx
      .selectFrom('official_talk_registration')
      .select('id')
      .where('talk_id', '=', talk.id)
      .where((eb) => eb.or([eb('user_uuid', '=', userUuid), eb.and([eb('area_code', '=', registration.areaCode), eb('phone_number', '=', registration.phoneNumber)])]))
      .executeTakeFirst();
    if (existing) throw new ApiError(CODES.ALREADY_EXISTS);
    if (talk.starts_at <= now) throw new ApiError(CODES.CHAIR_REGISTRATION_CLOSED);

    await trx.updateTable('official_talk').set((eb) => ({ capacity: eb.ref('capacity') })).where('id', '=', talk.id).execute();
    const seats = await trx
      .selectFrom('official_talk_registration')
      .select((eb) => eb.fn.countAll().as('taken'))
      .where('talk_id', '=', talk.id)
      .executeTakeFirstOrThrow();
    if (toCount(seats.taken) >= talk.capacity) throw new ApiError(CODES.CHAIR_FULLY_BOOKED);

    const registrationId = randomUUID();
    const result = await trx
      .insertInto('official_talk_registration')
      .values({
        id: registrationId,
        talk_id: talk.id,
        area_code: registration.areaCode,
        phone_number: registration.phoneNumber,
        name: registration.name,
        email: registration.email ?? null,
        user_uuid: userUuid,
        district: params.district,
        lang: params.lang,
        created_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (toCount(result.numInsertedOrUpdatedRows) === 0) throw new ApiError(CODES.ALREADY_EXISTS);
    return { registrationId, chairId: talk.id, registeredAt: now };
  });
};
