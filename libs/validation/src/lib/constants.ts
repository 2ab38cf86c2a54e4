/**
 * Business constants of spec 9 that forms and the panel share. The request constants the API
 * checks (code `type` 106, login `source` 11) are CODE_TYPE and LOGIN_SOURCE of @brokerage/contracts.
 */

/** Captcha `key` of a code request: 1 normally, 2 once the slider captcha has been solved. */
export const CAPTCHA_KEY = { default: 1, afterSlider: 2 } as const;
/** Seconds a sent code blocks the send button. */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** Default debounce of input-driven lookups (e.g. the phone registration check). */
export const DEBOUNCE_MS = 300;
/** Default limit of `shortenText`: words for non-Chinese text, characters for Chinese text. */
export const TEXT_TRUNCATION_DEFAULT = 6;

/** Verification codes are six digits. */
export const CHECK_CODE_LENGTH = 6;
/**
 * Limits of spec 5's fields come from the domain rulebook that the API's schemas use too:
 * PHONE_MAX_DIGITS (E.164, 15 digits with the calling code), EMAIL_MAX_LENGTH (190, what one
 * RSA-OAEP block carries), EMAIL_LOCAL_PART_MAX_LENGTH (64) and ENCRYPTED_TEXT_MAX_BYTES (190).
 */
export { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, ENCRYPTED_TEXT_MAX_BYTES, PHONE_MAX_DIGITS } from '@brokerage/domain';
/** Longest accepted password, in characters (and never more than one encrypted block). */
export const PASSWORD_MAX_LENGTH = 64;
/** Longest accepted invitation code. */
export const INVITE_CODE_MAX_LENGTH = 32;
