import type { I18n, MessageDescriptor } from '@lingui/core';
import { isEnvelope } from '@brokerage/api-client';
import type { AuthFailure } from '@brokerage/auth-panel';
import { CODES } from '@brokerage/contracts';
import { authMessages } from './auth-messages';

/** Spec 8: these codes show 'request failed!' rather than the server's message. */
const REQUEST_FAILED_CODES = new Set<number>([CODES.REQUEST_FAILED, CODES.SERVICE_UNAVAILABLE]);

/** Input the action refused before asking the API: the code the API gives bad input. */
export const invalidInput = (i18n: I18n, message: MessageDescriptor): AuthFailure => ({ ok: false, code: CODES.INVALID_INPUT, message: i18n._(message) });

/**
 * What the panel is told when an API call failed (spec 8): a refusal keeps its code and the API's
 * message (already in the page's language; 'error！' when it has none), 800 and 900 say 'request
 * failed!'; no answer at all (timeout, refused connection, an answer outside the contract) has no
 * code. Nothing of the error itself reaches the browser.
 */
export const apiFailure = (i18n: I18n, reason: unknown): AuthFailure => {
  if (!isEnvelope(reason)) return { ok: false, code: null, message: i18n._(authMessages.requestFailed) };
  if (REQUEST_FAILED_CODES.has(reason.code)) return { ok: false, code: reason.code, message: i18n._(authMessages.requestFailed) };
  return { ok: false, code: reason.code, message: reason.msg.trim() || i18n._(authMessages.error) };
};

/**
 * HTTP status of a failure. Every one is an error status, so Remix does not reload the page's data
 * after it (nothing changed): 400 bad input, 503 when the API could not serve the call, 422 when it
 * refused it.
 */
export const failureStatus = ({ code }: AuthFailure): number => {
  if (code === CODES.INVALID_INPUT) return 400;
  if (code === null || REQUEST_FAILED_CODES.has(code)) return 503;
  return 422;
};
