import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError, CODES } from '@brokerage/contracts';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit';

/**
 * OWASP password storage cheat sheet: scrypt at N=2^17, r=8, p=1 (128 MiB per hash), or one of
 * its equivalents of the same strength. This is the N=2^15, r=8, p=3 one: 32 MiB per hash, as much
 * work, so a burst of logins costs a quarter of the memory (40 at once had peaked near 560 MiB).
 * Hashes name their parameters, so older ones keep verifying.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Hashes run at once: one per core of the API's 2-core machines, 64 MiB on top of the API's own
 * memory, under its 300 MB budget. Password logins are rare enough (and capped per account) that a
 * short queue is the better trade.
 */
const HASHES_AT_ONCE = 2;
/** Past this many waiting hashes a check is refused (TOO_MANY_REQUESTS) rather than queued for long. */
const HASHES_WAITING = 32;
const hashing = new ConcurrencyLimit(HASHES_AT_ONCE, HASHES_WAITING);

const scrypt = async (password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> => {
  try {
    return await hashing.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
          scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
        }),
    );
  } catch (error) {
    if (error instanceof QueueFullError) throw new ApiError(CODES.TOO_MANY_REQUESTS);
    throw error;
  }
};

/** `scrypt$N$r$p$salt$hash` (base64url), self-describing so parameters can be raised later. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
