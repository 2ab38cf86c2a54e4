/**
 * Last-resort public keys (spec 3), used only when the served key list is empty: the first outside
 * `pro`, the second in `pro`. Only the public halves exist in this code base.
 */
export const FALLBACK_PUBLIC_KEYS = [
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzDHadboS2NUr+s9tkTBf
uPvJQ6sVkeGIFuZWhIjBpVGPdsfOk08bfLtgv82PYLpDlfynEEZPQ3VagTJW9zqX
uOhyBR82dcjM15qJHROmvBib71M6tL7APHitLW4mftZ3BtMMHURcaPm8pzd7EwKO
M8wkNGwJPCppmvhDLxs4m2hzb7EiYw1KRwmXEj2dGA9MzOK/tfOZp5RYP4sHuxcW
Bp1Sx8TZXOxCjiqNHoJfE1n4VSvI6+uXG9YvDOEgWs+Yz1e9INzJKSh9lwPuHAFX
i8v1B240QTs3nAbhlSId+EP7RlFnh16mjkInxmgY/HQR5TWWfW1oluMyihDjtM8J
lwIDAQAB
-----END PUBLIC KEY-----`,
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA46kXl/7uHCZlHKilRL8T
PcEXsQ1T8oXRnv/PSVQCo1RwmDHJTRndyIpYo/SF0EWh0erQQVY6M3oATd2/cYzd
+ZSjllSP3P1EasGQCKkMgao9tutMePDiWYXgJiDDqwi4gBFfCajlcDCkm+7/q+kL
fUL1MuxcTrieoQ9hc44lS8bYQx//pA8p4Q5BHvzmFyYz2jv4+S58oZE9sKEZb1uz
DU42KYXav4/95xE1cr6S5WKNcicCVx1KJfgtQdu+/zDraKVu6a/3Rm0dvN0dkcVM
dQAzhRLMzQXnKXY91tjZX6Vp29iiMSH1iavmkRwH1wK3iquAqc/5gufJ9R7+ueRD
KwIDAQAB
-----END PUBLIC KEY-----`,
] as const;

export type AppEnv = 'sit' | 'uat' | 'pro';

/** The key to encrypt with: the first served key, else the built-in one of the environment. */
export const encryptionKeyOf = (servedKeys: readonly string[], appEnv: AppEnv): string =>
  servedKeys[0] ?? FALLBACK_PUBLIC_KEYS[appEnv === 'pro' ? 1 : 0];

/**
 * RSA-OAEP (SHA-256) ciphertext of a password or e-mail in base64, as the API decrypts it.
 * jsencrypt pads char codes as if they were bytes, so the text goes in as its UTF-8 bytes, one
 * char per byte: otherwise a non-ASCII password would not survive the round trip. jsencrypt is
 * fetched on the first use, so a page with a login form downloads it only when something is sent.
 */
export async function encryptText(text: string, publicKeyPem: string): Promise<string> {
  const { default: JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const utf8Bytes = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  const ciphertext = encryptor.encryptOAEP(utf8Bytes);
  if (!ciphertext) throw new Error('The text could not be encrypted (too long for the key, or not an RSA public key).');
  return ciphertext;
}
