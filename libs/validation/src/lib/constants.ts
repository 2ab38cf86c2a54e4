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
/** E.164: a full number, calling code included, has at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;
/**
 * Passwords and e-mails are RSA-OAEP (SHA-256) encrypted with a 2048-bit key before sending;
 * one such block carries at most 190 bytes of UTF-8, so longer input could never be sent.
 */
export const ENCRYPTED_TEXT_MAX_BYTES = 190;
/** Longest accepted e-mail address (capped by what one encrypted block carries). */
export const EMAIL_MAX_LENGTH = ENCRYPTED_TEXT_MAX_BYTES;
/** RFC 5321: the part before the @ has at most 64 characters. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** Longest accepted password, in characters (and never more than one encrypted block). */
export const PASSWORD_MAX_LENGTH = 64;
/** Longest accepted invitation code. */
export const INVITE_CODE_MAX_LENGTH = 32;
