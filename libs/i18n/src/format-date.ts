import type { Lang } from './lang';

/** A calendar day as pages carry it: `YYYY-MM-DD`, the Hong Kong day the server worked out (`hongKongDay`). */
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as 'DD MMM YYYY' in English and 'YYYY年M月D日' in Chinese ('2026年11月1日': spec 9's
 * 'YYYY年MM月DD' drops the 日 and pads, which reads as broken; decisions.md); '' when `day` is not a
 * `YYYY-MM-DD` day. Pages get days, not instants, so the text is the same in every time zone (the
 * server's and each browser's) and formatting it needs no date library in the browser.
 */
export const formatDay = (day: string, lang: Lang): string => {
  const match = DAY.exec(day);
  if (!match) return '';
  const [, year, month, date] = match;
  return lang === 'en' ? `${date} ${ENGLISH_MONTHS[Number(month) - 1]} ${year}` : `${year}年${Number(month)}月${Number(date)}日`;
};
