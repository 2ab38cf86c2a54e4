import { CODES, type Envelope } from '@brokerage/contracts';

/** True for an API answer in the `{ code, msg, data }` envelope. */
export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as { code?: unknown }).code) &&
  typeof (value as { msg?: unknown }).msg === 'string';

/** True when a call was rejected with an envelope whose code says the token is invalid or expired. */
export const isTokenInvalid = (reason: unknown): reason is Envelope => isEnvelope(reason) && reason.code === CODES.TOKEN_INVALID;
