/**
 * Authoring helpers for the official-content seed. Every visible text is written once per
 * language with `t(en, zhHk, zhCn)`; long texts are lists of blocks, each a paragraph of plain
 * text or an HTML fragment starting with '<' (lists, headings), turned into HTML by `toHtml`.
 */

import type { L, SeedLang } from '../pages/localise';

/** The same languages and three-language texts as the page-content seed. */
export { SEED_LANGS, t, type L, type SeedLang } from '../pages/localise';

/** 'all' = shown on both the Hong Kong and the mainland site. */
export type SeedDistrict = 'hk' | 'mainland' | 'all';

/** One language of a list of blocks as HTML: plain text becomes a paragraph, fragments stay as written. */
export const toHtml = (blocks: readonly L[], lang: SeedLang): string =>
  blocks.map((block) => (block[lang].startsWith('<') ? block[lang] : `<p>${block[lang]}</p>`)).join('');

/** Hong Kong time, as the editors write dates, to the stored ISO-8601 UTC form. */
export const hkt = (localDateTime: string): string => new Date(`${localDateTime}+08:00`).toISOString();

/**
 * The moment the seed's calendar is written around (Saturday 21 November 2026, noon in Hong Kong):
 * the talks after it are upcoming, the events before it have ended, the promotions around it run.
 */
export const SEED_REFERENCE_TIME = Date.parse('2026-11-21T12:00:00+08:00');

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * How far to move the dated seed content (activities and talks) so that `now` falls in the same
 * week of its calendar as the reference time does: whole weeks, so weekdays and times stay, and
 * never backwards. A demo or browser-test stack started months later still has talks to book.
 */
export const seedCalendarShift = (now: number): number => Math.max(0, Math.floor((now - SEED_REFERENCE_TIME) / WEEK_MS)) * WEEK_MS;
