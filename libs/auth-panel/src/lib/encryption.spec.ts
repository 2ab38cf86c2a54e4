import { constants, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { encryptText, encryptionKeyOf, FALLBACK_PUBLIC_KEYS } from './encryption';

/** What the API does with the ciphertext (apps/api KeyRing): OAEP with SHA-256, then UTF-8. */
const decrypt = (privateKey: KeyObject, ciphertextBase64: string): string => {
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertextBase64, 'base64'));
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
};

describe('encryptText (jsencrypt encryptOAEP over UTF-8)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it.each([
    ['an ASCII password', 'Demo-pass-2026'],
    ['an e-mail address', 'treasury@harbourfront-capital.com.hk'],
    ['Chinese, accents and an emoji', '港灣證券密碼 Pässwörd 🔐'],
    ['spaces kept as typed', '  two  spaces  '],
  ])('gives %s that node:crypto decrypts back', async (_label, text) => {
    const ciphertext = await encryptText(text, publicKeyPem);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength(256);
    expect(decrypt(privateKey, ciphertext)).toBe(text);
  });

  it('never gives the same ciphertext twice (OAEP is randomised)', async () => {
    expect(await encryptText('same', publicKeyPem)).not.toBe(await encryptText('same', publicKeyPem));
  });

  it('carries up to 190 UTF-8 bytes in one 2048-bit block and refuses more', async () => {
    const longest = '密'.repeat(63) + 'a'; // 63 × 3 + 1 = 190 bytes
    expect(decrypt(privateKey, await encryptText(longest, publicKeyPem))).toBe(longest);
    await expect(encryptText(`${longest}a`, publicKeyPem)).rejects.toThrow(/could not be encrypted/);
  });

  it('refuses a key that is not an RSA public key', async () => {
    await expect(encryptText('secret', 'not a key')).rejects.toThrow(/could not be encrypted/);
  });
});

describe('encryptionKeyOf', () => {
  const served = ['served-key-1', 'served-key-2'];

  it('uses the first served key in every environment', () => {
    expect(encryptionKeyOf(served, 'sit')).toBe('served-key-1');
    expect(encryptionKeyOf(served, 'pro')).toBe('served-key-1');
  });

  it('falls back to the first built-in key outside pro and the second in pro', () => {
    expect(encryptionKeyOf([], 'sit')).toBe(FALLBACK_PUBLIC_KEYS[0]);
    expect(encryptionKeyOf([], 'uat')).toBe(FALLBACK_PUBLIC_KEYS[0]);
    expect(encryptionKeyOf([], 'pro')).toBe(FALLBACK_PUBLIC_KEYS[1]);
  });

  it('has two different built-in 2048-bit RSA public keys that encrypt', async () => {
    const [first, second] = FALLBACK_PUBLIC_KEYS.map((pem) => createPublicKey(pem));
    expect(first.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(second.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(FALLBACK_PUBLIC_KEYS[0]).not.toBe(FALLBACK_PUBLIC_KEYS[1]);
    for (const pem of FALLBACK_PUBLIC_KEYS) expect(Buffer.from(await encryptText('x', pem), 'base64')).toHaveLength(256);
  });
});
