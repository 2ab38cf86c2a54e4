import {
  isCallingCode,
  isPhoneNumberDigits,
  isPhoneNumberEntered,
  isPhoneNumberForArea,
  isPhoneNumberWithinLength,
  normalizeCallingCode,
  phoneNumberProblem,
  type PhoneProblem,
} from '@brokerage/domain';
import type { MessageDescriptor } from '@lingui/core';
import { validationMessages as m } from './messages';

/*
 * The phone rules of spec 5 as the form shows them. The verdicts are the domain rulebook's
 * (`@brokerage/domain`, also behind the API's request schemas); this module only picks the
 * translated message for each problem.
 */

/** Format message of the areas spec 5 words a rule for; other areas get the generic one. */
const FORMAT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  '86': m.phoneInvalid86,
  '852': m.phoneInvalid852,
};

const formatMessage = (area: string | null | undefined): MessageDescriptor => FORMAT_MESSAGES[normalizeCallingCode(area)] ?? m.phoneInvalid;

/** True when the calling code is one the service supports: '852', '+852', '＋８５２', '0852'; not '999'. */
export const isValidAreaCode = (area: string | null | undefined): boolean => isCallingCode(area);

export { maxPhoneDigits } from '@brokerage/domain';

/** A phone rule: a message and the test a number as typed must pass. */
export interface PhoneRule {
  readonly message: MessageDescriptor;
  readonly test: (raw: string | null | undefined) => boolean;
}

/** True when the number as typed is valid for the calling code. */
export const isValidPhone = (area: string | null | undefined, raw: string | null | undefined): boolean => isPhoneNumberForArea(area, raw);

/**
 * Phone rules of one calling code. Index 0 is the area's format rule: its message is the one
 * shown when a code is requested for an invalid number (spec 5, "first message of the phone
 * rules list"), so it is worded to fit any invalid number. The rest name narrower problems.
 */
export const phoneRules = (area: string): readonly PhoneRule[] => [
  { message: formatMessage(area), test: (raw) => isPhoneNumberForArea(area, raw) },
  { message: m.phoneRequired, test: isPhoneNumberEntered },
  { message: m.phoneTooLong, test: (raw) => isPhoneNumberWithinLength(area, raw) },
  { message: m.phoneDigitsOnly, test: isPhoneNumberDigits },
];

const PROBLEM_MESSAGES: Readonly<Record<Exclude<PhoneProblem, 'format'>, MessageDescriptor>> = {
  area: m.areaInvalid,
  empty: m.phoneRequired,
  tooLong: m.phoneTooLong,
  notDigits: m.phoneDigitsOnly,
};

/**
 * The most precise message for a number as typed, or null when it is valid:
 * bad calling code, then empty, too long, not digits, and finally the area's format.
 */
export const validatePhone = (area: string | null | undefined, raw: string | null | undefined): MessageDescriptor | null => {
  const problem = phoneNumberProblem(area, raw);
  if (problem === null) return null;
  return problem === 'format' ? formatMessage(area) : PROBLEM_MESSAGES[problem];
};
