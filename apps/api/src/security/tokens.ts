import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random token: 256 bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export const safeEqualHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
};

/** Six digits from the CSPRNG, leading zeros kept. */
export const newSixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
