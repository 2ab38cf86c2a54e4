/*
 * The rulebook of spec 5 (calling code, phone number per area, e-mail): the single source of
 * the verdicts. The browser's form rules (@brokerage/validation, which adds the translated
 * messages) and the API's request schemas (@brokerage/contracts, zod) both call these, so the
 * two sides cannot disagree. Plain TypeScript, no dependencies, no I/O.
 *
 * Every function takes the value as typed (or as received), tolerates null/undefined, and
 * refuses oversized input before doing any work on it, so a megabyte-long string is turned
 * away in constant time.
 */

import { SUPPORTED_CALLING_CODES } from './calling-codes';

type Raw = string | null | undefined;

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/** E.164: a full number, calling code included, has at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;
/**
 * Fewest national digits accepted for an area without its own rule. Spec 5 only says "must end
 * with digits"; the shortest national numbers in use anywhere have 4 digits, and a verification
 * SMS cannot reach anything shorter, so 1 to 3 digits are refused.
 */
export const PHONE_MIN_DIGITS = 4;
/**
 * Passwords and e-mails are RSA-OAEP (SHA-256) encrypted with a 2048-bit key before sending;
 * one such block carries at most 190 bytes of UTF-8, so longer input could never be sent.
 */
export const ENCRYPTED_TEXT_MAX_BYTES = 190;
/** Longest accepted e-mail address (capped by what one encrypted block carries). */
export const EMAIL_MAX_LENGTH = ENCRYPTED_TEXT_MAX_BYTES;
/** RFC 5321: the part before the @ has at most 64 characters. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * Longest raw input looked at, per field. Anything longer is refused as too long without being
 * normalised (normalising or matching a huge string is wasted work and a denial-of-service lever).
 * They are generous: padding, spaces and hyphens a person may type still fit.
 */
const CALLING_CODE_INPUT_MAX_LENGTH = 16;
const PHONE_INPUT_MAX_LENGTH = 64;
const EMAIL_INPUT_MAX_LENGTH = 1024;

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
/** Whitespace (incl. the ideographic space) and the hyphens/dashes people group numbers with. */
const NUMBER_SEPARATORS = /[\s\-\u2010-\u2015\u2212\uFF0D]/g;
const WHITESPACE = /\s/g;
const LEADING_PLUS = /^[+\uFF0B]/;
const LEADING_ZEROS = /^0+/;
const ASCII_DIGITS = /^[0-9]+$/;

/** Turns full-width digits (０-９), which Chinese input methods produce, into ASCII digits; nothing else changes. */
export const toAsciiDigits = (text: string): string =>
  text.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30));

/**
 * Calling code as '86', '+86', '＋８６', ' 86 ', '086' or '0086' → '86' (no validation; see
 * `isCallingCode`). Leading zeros go: no calling code starts with 0, '00' is the international
 * prefix, and keeping them would make '0852' a target of its own, outside the cooldowns and caps
 * counted for '852'.
 */
export const normalizeCallingCode = (raw: Raw): string =>
  toAsciiDigits(raw ?? '')
    .replace(WHITESPACE, '')
    .replace(LEADING_PLUS, '')
    .replace(LEADING_ZEROS, '');

/** Phone number as typed ('５１２３ ４５６７', '5123-4567') → the digits and whatever else was typed, without separators. */
export const normalizePhoneNumber = (raw: Raw): string => toAsciiDigits(raw ?? '').replace(NUMBER_SEPARATORS, '');

/** E-mail as typed → NFKC-folded (full-width ＠ and letters become ASCII) and trimmed. */
export const normalizeEmail = (raw: Raw): string => (raw ?? '').normalize('NFKC').trim();

// ---------------------------------------------------------------------------------------------
// Calling code
// ---------------------------------------------------------------------------------------------

/**
 * True when the value, normalised, is a calling code the service supports (the country-area list,
 * `SUPPORTED_CALLING_CODES`): '852', '+852', ' ＋８５２ ', '0852'; not '', '0', '999', '1234' or 'hk'.
 */
export const isCallingCode = (raw: Raw): boolean =>
  (raw ?? '').length <= CALLING_CODE_INPUT_MAX_LENGTH && SUPPORTED_CALLING_CODES.has(normalizeCallingCode(raw));

// ---------------------------------------------------------------------------------------------
// Phone number per area
// ---------------------------------------------------------------------------------------------

/** Length (and leading digit) of the national number of the areas the panel offers. */
interface NationalNumberFormat {
  readonly digits: number;
  readonly startsWith?: string;
}

/**
 * Spec 5 fixes +86 (11 digits starting with 1) and +852 (exactly 8 digits). For the other
 * built-in areas the spec only says "must end with digits"; codes are sent by SMS, so their
 * mobile number lengths apply: Macao 8 digits, Taiwan 9 (the trunk 0 of '09xx xxx xxx' is not
 * typed after +886, as with every other area), Singapore 8. Like the spec's +852 rule, only
 * the length is fixed there, so a change of numbering plan does not lock customers out.
 */
const NATIONAL_NUMBER_FORMATS: Readonly<Record<string, NationalNumberFormat>> = {
  '86': { digits: 11, startsWith: '1' },
  '852': { digits: 8 },
  '853': { digits: 8 },
  '886': { digits: 9 },
  '65': { digits: 8 },
};

/** Most national-number digits any area allows: E.164's 15 digits less the calling code. */
export const maxPhoneDigits = (area: Raw): number => PHONE_MAX_DIGITS - Math.max(normalizeCallingCode(area).length, 1);

/** Fewest and most national-number digits accepted for the calling code. */
export const phoneDigitsRange = (area: Raw): { readonly min: number; readonly max: number } => {
  const format = NATIONAL_NUMBER_FORMATS[normalizeCallingCode(area)];
  return format ? { min: format.digits, max: format.digits } : { min: PHONE_MIN_DIGITS, max: maxPhoneDigits(area) };
};

/** What is wrong with a phone number, in the order a form reports it; null when it is valid. */
export type PhoneProblem = 'area' | 'empty' | 'tooLong' | 'notDigits' | 'format';

/** True when the number as typed has something other than spaces and hyphens in it. */
export const isPhoneNumberEntered = (raw: Raw): boolean => (raw ?? '').length > PHONE_INPUT_MAX_LENGTH || normalizePhoneNumber(raw) !== '';

/** True when the number as typed fits E.164 for the calling code (at most 15 digits with it). */
export const isPhoneNumberWithinLength = (area: Raw, raw: Raw): boolean =>
  (raw ?? '').length <= PHONE_INPUT_MAX_LENGTH && normalizePhoneNumber(raw).length <= maxPhoneDigits(area);

/** True when the number as typed is made of digits (separators aside). */
export const isPhoneNumberDigits = (raw: Raw): boolean =>
  (raw ?? '').length <= PHONE_INPUT_MAX_LENGTH && ASCII_DIGITS.test(normalizePhoneNumber(raw));

const matchesAreaFormat = (area: string, phone: string): boolean => {
  const format = NATIONAL_NUMBER_FORMATS[area];
  if (format) return phone.length === format.digits && phone.startsWith(format.startsWith ?? '');
  return phone.length >= PHONE_MIN_DIGITS && phone.length <= maxPhoneDigits(area);
};

/**
 * The first problem of a phone number for a calling code: bad calling code, then nothing typed,
 * too long, not digits, and finally the area's format; null when the number is valid.
 */
export const phoneNumberProblem = (area: Raw, raw: Raw): PhoneProblem | null => {
  if (!isCallingCode(area)) return 'area';
  if (!isPhoneNumberEntered(raw)) return 'empty';
  if (!isPhoneNumberWithinLength(area, raw)) return 'tooLong';
  if (!isPhoneNumberDigits(raw)) return 'notDigits';
  return matchesAreaFormat(normalizeCallingCode(area), normalizePhoneNumber(raw)) ? null : 'format';
};

/** True when the number as typed is a valid phone number of the calling code (spec 5). */
export const isPhoneNumberForArea = (area: Raw, raw: Raw): boolean => phoneNumberProblem(area, raw) === null;

/**
 * True when the number as typed could be valid for some calling code (digits, 4 to 14 of
 * them). For checking a phone field on its own; the verdict is `isPhoneNumberForArea`.
 */
export const isPhoneNumber = (raw: Raw): boolean =>
  isPhoneNumberDigits(raw) &&
  normalizePhoneNumber(raw).length >= PHONE_MIN_DIGITS &&
  normalizePhoneNumber(raw).length <= PHONE_MAX_DIGITS - 1;

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

/**
 * Standard address shape (spec 5: local part, '@', domain with a dot): a local part of the
 * usual characters (dots only between them), '@', then a domain of at least two labels of
 * letters, digits and inner hyphens, e.g. 'name.surname+tag@mail.example.com'.
 *
 * The last label (top-level domain) has at least two letters, or is an IDN 'xn--' label. So
 * 'a@b.c' is refused although it has "a domain with a dot": no one-letter top-level domain
 * exists, so a code sent there could never arrive, and telling the visitor at once beats a code
 * that never comes. Lengths are checked separately (see `emailProblem`), before the pattern runs.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** What is wrong with an e-mail address, in the order a form reports it; null when it is valid. */
export type EmailProblem = 'empty' | 'tooLong' | 'invalid';

/**
 * The first problem of an e-mail address as typed: nothing typed, too long (over 190
 * characters, or over 64 before the @), or not an address; null when it is valid.
 */
export const emailProblem = (raw: Raw): EmailProblem | null => {
  if ((raw ?? '').length > EMAIL_INPUT_MAX_LENGTH) return 'tooLong';
  const email = normalizeEmail(raw);
  if (email === '') return 'empty';
  const at = email.indexOf('@');
  const localPartLength = at === -1 ? email.length : at;
  if (email.length > EMAIL_MAX_LENGTH || localPartLength > EMAIL_LOCAL_PART_MAX_LENGTH) return 'tooLong';
  return EMAIL_PATTERN.test(email) ? null : 'invalid';
};

/** True when the address as typed is a valid e-mail address (spec 5). */
export const isEmailAddress = (raw: Raw): boolean => emailProblem(raw) === null;
