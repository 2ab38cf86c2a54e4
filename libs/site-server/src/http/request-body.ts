import { Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@brokerage/contracts';

/**
 * The most bytes a write to each kind of site path may carry. Every site action reads its body
 * whole (a form, JSON, one document), so each gets a bound that fits what it takes, and a larger
 * body is refused as it arrives instead of being buffered first.
 */
export const BODY_LIMITS = {
  /** The panel's calls (`{lang}/auth`) and logout: a phone, a code, an RSA-encrypted password or e-mail. */
  session: 8 * 1024,
  /** A batch of the pages' funnel events (a few hundred bytes each). */
  analytics: 16 * 1024,
  /** One open-API application document, with its multipart envelope. */
  upload: UPLOAD_MAX_BYTES + 64 * 1024,
  /** Every other form: registrations, applications, a talk or event booking. */
  form: 64 * 1024,
} as const;

/** The limit of a request to `path` (the site's base path and language included or not). */
export const bodyLimitOf = (path: string): number => {
  if (path.endsWith('/apply-api/upload')) return BODY_LIMITS.upload;
  if (path.endsWith('/analytics')) return BODY_LIMITS.analytics;
  if (path.endsWith('/auth') || path.endsWith('/logout')) return BODY_LIMITS.session;
  return BODY_LIMITS.form;
};

/** A declared length over `limit`: refused before a byte of the body is read. */
export const declaresTooMuch = (contentLength: string | undefined, limit: number): boolean =>
  contentLength !== undefined && Number(contentLength) > limit;

/**
 * Passes a body through while counting it; past `limit` bytes (chunked bodies included, which
 * declare no length) it calls `onTooLarge` once and ends with an error, so the reader stops.
 */
export const byteLimit = (limit: number, onTooLarge: () => void): Transform => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      onTooLarge();
      callback(new BodyTooLargeError(limit));
    },
  });
};

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}
