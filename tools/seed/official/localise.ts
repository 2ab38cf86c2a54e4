/**
 * Authoring helpers for the official-content seed. Every visible text is written once per
 * language with `t(en, zhHk, zhCn)`; long texts are lists of blocks, each a paragraph of plain
 * text or an HTML fragment starting with '<' (lists, headings), turned into HTML by `toHtml`.
 */

export const SEED_LANGS = ['zh-hk', 'zh-cn', 'en'] as const;
export type SeedLang = (typeof SEED_LANGS)[number];
/** 'all' = shown on both the Hong Kong and the mainland site. */
export type SeedDistrict = 'hk' | 'mainland' | 'all';

export interface L {
  readonly en: string;
  readonly 'zh-hk': string;
  readonly 'zh-cn': string;
}

/** English, traditional Chinese (Hong Kong usage), simplified Chinese. */
export const t = (en: string, zhHk: string, zhCn: string): L => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

/** One language of a list of blocks as HTML: plain text becomes a paragraph, fragments stay as written. */
export const toHtml = (blocks: readonly L[], lang: SeedLang): string =>
  blocks.map((block) => (block[lang].startsWith('<') ? block[lang] : `<p>${block[lang]}</p>`)).join('');

/** Hong Kong time, as the editors write dates, to the stored ISO-8601 UTC form. */
export const hkt = (localDateTime: string): string => new Date(`${localDateTime}+08:00`).toISOString();
