import { ApiError, CODES } from '@brokerage/contracts';
import { encryptLikeBrowser } from '../testing/browser-crypto';
import { generateRsaPrivateKeyPem, KeyRing, rsaKeyBits } from './rsa';

describe('KeyRing (RSA-OAEP SHA-256, as jsencrypt encryptOAEP sends it)', () => {
  const ring = new KeyRing([generateRsaPrivateKeyPem(), generateRsaPrivateKeyPem()]);

  it('publishes one 2048-bit public key per private key', () => {
    expect(ring.publicKeysPem).toHaveLength(2);
    for (const pem of ring.publicKeysPem) expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it.each([
    ['ASCII password', 'Demo-pass-2026'],
    ['traditional Chinese', '我的密碼是香港2026'],
    ['simplified Chinese and symbols', '密码＃１２３ abc!@#'],
    ['accents and emoji', 'Pässwörd-é-🔒'],
    ['e-mail address', 'treasury@harbourfront-capital.com.hk'],
  ])('round-trips a %s through jsencrypt and both keys', (_label, text) => {
    for (const publicKey of ring.publicKeysPem) expect(ring.decrypt(encryptLikeBrowser(publicKey, text))).toBe(text);
  });

  it('round-trips many ciphertexts (random padding, leading zero bytes)', () => {
    for (let index = 0; index < 40; index += 1) {
      const text = `密碼-${index}-${'x'.repeat(index)}`;
      expect(ring.decrypt(encryptLikeBrowser(ring.publicKeysPem[index % 2], text))).toBe(text);
    }
  });

  it('rejects ciphertexts of another key, garbage and tampering with DECRYPTION_FAILED', () => {
    const stranger = new KeyRing([generateRsaPrivateKeyPem()]);
    const foreign = encryptLikeBrowser(stranger.publicKeysPem[0], 'secret');
    const tampered = Buffer.from(encryptLikeBrowser(ring.publicKeysPem[0], 'secret'), 'base64');
    tampered[100] ^= 0xff;
    for (const input of [foreign, 'bm90IGVuY3J5cHRlZA==', tampered.toString('base64'), '']) {
      expect(() => ring.decrypt(input)).toThrow(ApiError);
      try {
        ring.decrypt(input);
      } catch (error) {
        expect((error as ApiError).code).toBe(CODES.DECRYPTION_FAILED);
      }
    }
  });

  it('reads key sizes', () => {
    expect(rsaKeyBits(generateRsaPrivateKeyPem(2048))).toBe(2048);
    expect(rsaKeyBits('not a key')).toBe(0);
  });
});
