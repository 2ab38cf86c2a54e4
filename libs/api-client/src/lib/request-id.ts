/**
 * A fresh RFC 4122 v4 id for the X-Request-Id header.
 * `crypto.randomUUID` exists in Node and in browsers on secure origins only; on a plain-http
 * origin the browser still offers `getRandomValues`, so the id is built from that instead.
 */
export const newRequestId = (): string => {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
