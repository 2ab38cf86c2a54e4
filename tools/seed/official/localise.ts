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
