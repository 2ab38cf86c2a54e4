import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError, CODES } from '@brokerage/contracts';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit';

/** OWASP password storage cheat sheet / ASVS 5: scrypt with N=2^17, r=8, p=1. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Each scrypt run holds 128 * N * r bytes (128 MiB at these parameters), so a burst of logins
 * multiplied that (40 at once peaked near 560 MiB). One at a time keeps hashing to 128 MiB on top
 * of the API's own memory, under the 300 MB budget; a run takes well under a second on an idle
 * core, and password logins are rare enough (and capped per account) that a short queue is the
 * better trade.
 */
const HASHES_AT_ONCE = 1;
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
