import { toAsciiDigits } from '@brokerage/domain';

/**
 * Input clean-up shared by the rules. Chinese input methods often produce full-width
 * characters, and people paste numbers with spaces or hyphens; both are accepted.
 *
 * The clean-up of spec 5's fields is the domain rulebook's, which the API's schemas use too,
 * so the form sends exactly what the API makes of the same input: calling code ('＋８６' → '86'),
 * phone number ('５１２３-４５６７' → '51234567') and e-mail (NFKC-folded and trimmed).
 */
export {
  toAsciiDigits,
  normalizeCallingCode as normalizeAreaCode,
  normalizePhoneNumber as normalizePhone,
  normalizeEmail,
} from '@brokerage/domain';

/** Verification code as typed → ASCII digits without spaces. */
export const normalizeCheckCode = (raw: string | null | undefined): string => toAsciiDigits(raw ?? '').replace(/\s/g, '');

/** Invitation code as typed → trimmed, full-width digits made ASCII. */
export const normalizeInviteCode = (raw: string | null | undefined): string => toAsciiDigits(raw ?? '').trim();

/** True when the user typed something other than whitespace. */
export const isEntered = (raw: string | null | undefined): boolean => (raw ?? '').trim() !== '';

/** UTF-8 length of a text, which is what encryption has to carry. */
export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;
