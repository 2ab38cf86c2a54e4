import type { MessageDescriptor } from '@lingui/core';
import { PHONE_MAX_DIGITS } from './constants';
import { validationMessages as m } from './messages';
import { normalizeAreaCode, normalizePhone } from './normalize';

/** A calling code is one to four digits and never starts with 0. */
const AREA_CODE = /^[1-9]\d{0,3}$/;
const DIGITS = /^\d+$/;

/** Format of the national number per calling code (spec 5). */
const PHONE_FORMATS: Record<string, { pattern: RegExp; message: MessageDescriptor }> = {
  '86': { pattern: /^1\d{10}$/, message: m.phoneInvalid86 },
  '852': { pattern: /^\d{8}$/, message: m.phoneInvalid852 },
};
/** Any other area: the number must end with digits; as separators are stripped, that means digits only. */
const OTHER_FORMAT = { pattern: DIGITS, message: m.phoneInvalid };

const formatFor = (area: string) => PHONE_FORMATS[normalizeAreaCode(area)] ?? OTHER_FORMAT;

export const isValidAreaCode = (area: string | null | undefined): boolean => AREA_CODE.test(normalizeAreaCode(area));

/** Most national-number digits the area allows (E.164: 15 digits including the calling code). */
export const maxPhoneDigits = (area: string): number => PHONE_MAX_DIGITS - normalizeAreaCode(area).length;

/** A phone rule: a message and the test a number as typed must pass. */
export interface PhoneRule {
  readonly message: MessageDescriptor;
  readonly test: (raw: string | null | undefined) => boolean;
}

/** True when the number as typed is valid for the calling code. */
export const isValidPhone = (area: string | null | undefined, raw: string | null | undefined): boolean => {
  if (!isValidAreaCode(area)) return false;
  const phone = normalizePhone(raw);
  return phone.length <= maxPhoneDigits(area ?? '') && formatFor(area ?? '').pattern.test(phone);
};

/**
 * Phone rules of one calling code. Index 0 is the area's format rule: its message is the one
 * shown when a code is requested for an invalid number (spec 5, "first message of the phone
 * rules list"), so it is worded to fit any invalid number. The rest name narrower problems.
 */
export const phoneRules = (area: string): readonly PhoneRule[] => [
  { message: formatFor(area).message, test: (raw) => isValidPhone(area, raw) },
  { message: m.phoneRequired, test: (raw) => normalizePhone(raw) !== '' },
  { message: m.phoneTooLong, test: (raw) => normalizePhone(raw).length <= maxPhoneDigits(area) },
  { message: m.phoneDigitsOnly, test: (raw) => DIGITS.test(normalizePhone(raw)) },
];

/**
 * The most precise message for a number as typed, or null when it is valid:
 * bad calling code, then empty, too long, not digits, and finally the area's format.
 */
export const validatePhone = (area: string | null | undefined, raw: string | null | undefined): MessageDescriptor | null => {
  if (!isValidAreaCode(area)) return m.areaInvalid;
  const [format, required, tooLong, digitsOnly] = phoneRules(area ?? '');
  return [required, tooLong, digitsOnly, format].find((rule) => !rule.test(raw))?.message ?? null;
};
