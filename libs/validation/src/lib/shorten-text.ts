import { TEXT_TRUNCATION_DEFAULT } from './constants';

/**
 * Appended to shortened text. The single-character ellipsis (U+2026) is used rather than
 * three dots: it is the typographic ellipsis in English and Chinese, and it cannot wrap apart.
 */
export const ELLIPSIS = '…';

/** Han, kana and Hangul: text containing any of them is counted in characters, not words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The first `count` user-perceived characters, so an emoji (surrogate pairs, ZWJ sequences, flags)
 * is never split. Stops after `count`: a long article costs no more than its first line.
 */
const firstCharacters = (text: string, count: number): string[] => {
  const taken: string[] = [];
  for (const part of segmenter ? segmenter.segment(text) : text) {
    if (taken.length === count) break;
    taken.push(typeof part === 'string' ? part : part.segment);
  }
  return taken;
};

/**
 * Shortens a text for cards and lists (spec 5): text containing Chinese (CJK) is cut to
 * `limit` characters, any other text to `limit` words; an ellipsis marks a cut. The result
 * is trimmed; whitespace-only text gives ''.
 */
export const shortenText = (text: string | null | undefined, limit: number = TEXT_TRUNCATION_DEFAULT): string => {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`shortenText limit must be a positive integer, got ${limit}`);
  const value = (text ?? '').trim();
  if (value === '') return '';
  if (CJK.test(value)) {
    const chars = firstCharacters(value, limit + 1);
    return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}` : value;
  }
  const words = value.split(/\s+/);
  return words.length > limit ? `${words.slice(0, limit).join(' ')}${ELLIPSIS}` : value;
};
