import { randomBytes } from 'node:crypto';
import { hmacHex, safeEqualHex } from '../security/tokens';

/** Upload permissions last 10 minutes. */
export const UPLOAD_CREDENTIAL_TTL_MS = 10 * 60_000;

export interface UploadPermission {
  applicationUuid: string;
  expiresAt: number;
  nonce: string;
}

/** `uuid.expiresAt.nonce.signature`: an HMAC-signed, self-contained permission for one upload. */
export const signUploadPermission = (secret: string, applicationUuid: string, expiresAt: number): string => {
  const nonce = randomBytes(12).toString('hex');
  const payload = `${applicationUuid}.${expiresAt}.${nonce}`;
  return `${payload}.${hmacHex(secret, `upload:${payload}`)}`;
};

/** The permission when the signature is right and it has not expired; null otherwise. */
export const readUploadPermission = (secret: string, credential: string, now: number): UploadPermission | null => {
  const parts = credential.split('.');
  if (parts.length !== 4) return null;
  const [applicationUuid, expiresAtText, nonce, signature] = parts;
  if (!safeEqualHex(hmacHex(secret, `upload:${applicationUuid}.${expiresAtText}.${nonce}`), signature)) return null;
  const expiresAt = Number(expiresAtText);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  return { applicationUuid, expiresAt, nonce };
};

const SIGNATURES: { type: string; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** Content type from the file's first bytes (what the browser claims is not trusted). */
export const sniffContentType = (head: Buffer): string | null =>
  SIGNATURES.find(({ magic }) => head.length >= magic.length && magic.every((byte, index) => head[index] === byte))?.type ?? null;

/** Original file name made safe to show back: no paths, no control characters, bounded length. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim(); // eslint-disable-line no-control-regex
  return (cleaned || 'document').slice(0, 200);
};
