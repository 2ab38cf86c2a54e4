import { t, type L } from './localise';

/**
 * What an article's cover draws (tools/scripts/generate-cover-images.mjs): market news charts,
 * product news the app, company news the city or an event, awards a trophy, education a book or
 * a class. Items without a cover (news flash, stock notes) have none.
 */
export type CoverArt = 'market' | 'product' | 'company' | 'award' | 'education';

/** An article of any channel as authored: `group` is the special column id, flash type, stock code or blog tag id. */
export interface ArticleSeed {
  id: number;
  group: string;
  title: L;
  summary: L;
  bodyHtml: L;
  source: L | string;
  author: L | string;
  coverImage: string;
  /** What its cover draws; required where there is a cover. */
  art?: CoverArt;
  publishedAt: string;
}

const toHtml = (texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

/** A body of simple CMS HTML paragraphs in the three languages. */
export const paragraphs = (en: string[], zhHk: string[], zhCn: string[]): L => t(toHtml(en), toHtml(zhHk), toHtml(zhCn));
