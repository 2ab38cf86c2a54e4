import { randomUUID } from 'node:crypto';
import { ApiError, CODES, type District, type Lang, type TalkDetail, type TalkStatus, type TalkSummary } from '@brokerage/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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

/**
 * Stores a registration for an upcoming talk with seats left. The database's unique key
 * (talk, area code, phone) decides duplicates, so two concurrent submits cannot both land.
 */
export const registerForTalk = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; userUuid: string | null; registration: TalkRegistration },
): Promise<{ registrationId: string; chairId: number; registeredAt: string }> => {
  const { registration, now } = params;
  const talk = await db
    .selectFrom('official_talk')
    .select(['id', 'starts_at', 'capacity'])
    .select(registeredCount)
    .where('id', '=', registration.chairId)
    .where('district', 'in', districtsFor(params.district))
    .where('published', '=', 1)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  if (!talk) throw new ApiError(CODES.NOT_FOUND);

  const existing = await db
    .selectFrom('official_talk_registration')
    .select('id')
    .where('talk_id', '=', talk.id)
    .where('area_code', '=', registration.areaCode)
    .where('phone_number', '=', registration.phoneNumber)
    .executeTakeFirst();
  if (existing) throw new ApiError(CODES.ALREADY_EXISTS);
  if (talk.starts_at <= now) throw new ApiError(CODES.CHAIR_REGISTRATION_CLOSED);
  if (toCount(talk.registered) >= talk.capacity) throw new ApiError(CODES.CHAIR_FULLY_BOOKED);

  const registrationId = randomUUID();
  const result = await db
    .insertInto('official_talk_registration')
    .values({
      id: registrationId,
      talk_id: talk.id,
      area_code: registration.areaCode,
      phone_number: registration.phoneNumber,
      name: registration.name,
      email: registration.email ?? null,
      user_uuid: params.userUuid,
      district: params.district,
      lang: params.lang,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['talk_id', 'area_code', 'phone_number']).doNothing())
    .executeTakeFirst();
  if (toCount(result.numInsertedOrUpdatedRows) === 0) throw new ApiError(CODES.ALREADY_EXISTS);
  return { registrationId, chairId: talk.id, registeredAt: now };
};
