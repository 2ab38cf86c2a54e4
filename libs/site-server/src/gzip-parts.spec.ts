import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { combineCrc32, crc32ShiftFor, gzipChunks, gzipPartsOf } from './gzip-parts';

describe('combineCrc32', () => {
  it.each([
    [0, 0],
    [0, 7],
    [13, 0],
    [1, 1],
    [1000, 65_537],
    [70_000, 123_457],
  ])('gives the CRC-32 of two buffers joined (%i + %i bytes) from their own', (lengthOfA, lengthOfB) => {
    const a = randomBytes(lengthOfA);
    const b = randomBytes(lengthOfB);
    expect(combineCrc32(crc32(a), crc32(b), crc32ShiftFor(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe('gzipChunks', () => {
  const parts = [Buffer.from('<html><script nonce="'), Buffer.from('">a()</script><style nonce="'), Buffer.from(`">${'p{}'.repeat(5000)}</style></html>`)];

  it("is a valid gzip stream (gunzip checks length and checksum) of the page with each response's nonce", () => {
    const gzip = gzipPartsOf(parts);
    for (const nonce of ['first-nonce', 'a-second-longer-nonce-value']) {
      const body = gunzipSync(Buffer.concat(gzipChunks(parts, gzip, Buffer.from(nonce)))).toString();
      expect(body).toBe(parts.map(String).join(nonce));
    }
  });

  it('sends a page of random bytes, which deflate stores rather than compresses, whole', () => {
    const randomParts = [randomBytes(100_000), randomBytes(3), randomBytes(40_000)];
    const body = gunzipSync(Buffer.concat(gzipChunks(randomParts, gzipPartsOf(randomParts), Buffer.from('n'))));
    expect(body.equals(Buffer.concat([randomParts[0], Buffer.from('n'), randomParts[1], Buffer.from('n'), randomParts[2]]))).toBe(true);
  });
});
