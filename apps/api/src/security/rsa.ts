import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { ApiError, CODES } from '@brokerage/contracts';

export const RSA_KEY_BITS = 2048;

/** Modulus size of a PEM private key, 0 when it is not a readable RSA key. */
export const rsaKeyBits = (pem: string): number => {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'rsa' ? (key.asymmetricKeyDetails?.modulusLength ?? 0) : 0;
  } catch {
    return 0;
  }
};

export const generateRsaPrivateKeyPem = (bits = RSA_KEY_BITS): string =>
  generateKeyPairSync('rsa', { modulusLength: bits, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } })
    .privateKey;

/**
 * The API's RSA keys. The public halves are published (common_config rsa_public_keys, in order);
 * browsers encrypt with jsencrypt `encryptOAEP` (OAEP, SHA-256 for hash and MGF1, empty label)
 * after encoding the text as UTF-8, so decryption here yields UTF-8 bytes.
 */
export class KeyRing {
  private readonly keys: KeyObject[];
  readonly publicKeysPem: string[];

  constructor(privateKeysPem: string[]) {
    if (privateKeysPem.length === 0) throw new Error('KeyRing needs at least one RSA private key');
    this.keys = privateKeysPem.map((pem) => createPrivateKey(pem));
    this.publicKeysPem = this.keys.map((key) => createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString());
  }

  /** Decrypts a base64 ciphertext with whichever key fits; DECRYPTION_FAILED otherwise. */
  decrypt(ciphertextBase64: string): string {
    const ciphertext = Buffer.from(ciphertextBase64.trim(), 'base64');
    if (ciphertext.length === 0) throw new ApiError(CODES.DECRYPTION_FAILED);
    for (const key of this.keys) {
      const size = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
      if (ciphertext.length > size) continue;
      // Some RSA clients drop leading zero bytes of the ciphertext (jsencrypt 3.5 pads them); OpenSSL wants the full width.
      const padded = ciphertext.length === size ? ciphertext : Buffer.concat([Buffer.alloc(size - ciphertext.length), ciphertext]);
      try {
        const plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, padded);
        return new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        // Not this key (or not valid UTF-8): try the next one.
      }
    }
    throw new ApiError(CODES.DECRYPTION_FAILED);
  }
}
