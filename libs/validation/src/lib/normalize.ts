/**
 * Input clean-up shared by the rules. Chinese input methods often produce full-width
 * characters, and people paste numbers with spaces or hyphens; both are accepted.
 */

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
/** Whitespace (incl. the ideographic space) and the hyphens/dashes people group numbers with. */
const NUMBER_SEPARATORS = /[\s\-\u2010-\u2015\u2212\uFF0D]/g;

/** Turns full-width digits (０-９) into ASCII digits; everything else is left as it is. */
export const toAsciiDigits = (text: string): string =>
  text.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30));

/** Phone number as typed → digits and whatever else was typed, without spaces or hyphens. */
export const normalizePhone = (raw: string | null | undefined): string => toAsciiDigits(raw ?? '').replace(NUMBER_SEPARATORS, '');

/** Verification code as typed → ASCII digits without spaces. */
export const normalizeCheckCode = (raw: string | null | undefined): string => toAsciiDigits(raw ?? '').replace(/\s/g, '');

/** Calling code as '86', '+86', '＋８６' or ' 86 ' → '86'. */
export const normalizeAreaCode = (raw: string | null | undefined): string =>
  toAsciiDigits(raw ?? '')
    .replace(/\s/g, '')
    .replace(/^[+\uFF0B]/, '');

/** E-mail as typed → NFKC-folded (full-width ＠ and letters become ASCII) and trimmed. */
export const normalizeEmail = (raw: string | null | undefined): string => (raw ?? '').normalize('NFKC').trim();

/** Invitation code as typed → trimmed, full-width digits made ASCII. */
export const normalizeInviteCode = (raw: string | null | undefined): string => toAsciiDigits(raw ?? '').trim();

/** True when the user typed something other than whitespace. */
export const isEntered = (raw: string | null | undefined): boolean => (raw ?? '').trim() !== '';

/** UTF-8 length of a text, which is what encryption has to carry. */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;
