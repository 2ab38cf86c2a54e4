import JSEncrypt from 'jsencrypt';

/**
 * What the browser does before sending a password or e-mail: UTF-8-encode the text (jsencrypt
 * works on char codes, not bytes), then jsencrypt `encryptOAEP` with a published public key.
 */
export const encryptLikeBrowser = (publicKeyPem: string, text: string): string => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const utf8Binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  const ciphertext = encryptor.encryptOAEP(utf8Binary);
  if (!ciphertext) throw new Error('jsencrypt could not encrypt the text');
  return ciphertext;
};
