import { t, type L } from './localise';

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
  publishedAt: string;
}

const toHtml = (texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

/** A body of simple CMS HTML paragraphs in the three languages. */
export const paragraphs = (en: string[], zhHk: string[], zhCn: string[]): L => t(toHtml(en), toHtml(zhHk), toHtml(zhCn));
