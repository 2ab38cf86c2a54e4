import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page gzipped for each response without compressing it again: its parts (the page cut where
 * the render's nonce stood) are deflated once, and each response's nonce goes between them as an
 * uncompressed (stored) deflate block. Even checksumming a whole 120 KB page costs about 26 µs, a
 * tenth of what serving a hit costs, so the gzip checksum is combined from the parts' own (zlib's
 * crc32_combine, which Node does not expose).
 */
export interface GzipParts {
  /** Each part deflated on its own, ended on a byte boundary. */
  deflated: Buffer[];
  /** Each part's CRC-32. */
  crcs: number[];
  /** Each part's `crc32ShiftFor` its length. */
  shifts: number[];
}

/** Reflected CRC-32 polynomial, as zlib and gzip use it. */
const CRC_POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial (zlib's multmodp). */
const multiplyModPolynomial = (a: number, b: number): number => {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
};

/** x^(2^k) modulo the polynomial, for k = 0…31; x^0 is 0x80000000 in this bit order. */
const X_TO_2_TO_THE: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) X_TO_2_TO_THE.push(multiplyModPolynomial(X_TO_2_TO_THE[k - 1], X_TO_2_TO_THE[k - 1]));

/** The operator that carries a CRC past `length` more bytes (x^(8·length) modulo the polynomial). */
export const crc32ShiftFor = (length: number): number => {
  let operator = 0x80000000;
  // The bits of length, starting at 2^3 for the 8 bits of each byte.
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) operator = multiplyModPolynomial(X_TO_2_TO_THE[k % 32], operator);
  }
  return operator;
};

/** crc32(a + b) from crc32(a), crc32(b) and `crc32ShiftFor(b.length)`. */
export const combineCrc32 = (crcOfA: number, crcOfB: number, shiftOfB: number): number => (multiplyModPolynomial(shiftOfB, crcOfA) ^ crcOfB) >>> 0;

/** gzip header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: an empty stored block marked final. */
const FINAL_DEFLATE_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Each part deflated on its own and ended on a byte boundary (a sync flush, not final), so parts and stored blocks can follow one another. */
export const gzipPartsOf = (parts: readonly Buffer[]): GzipParts => ({
  deflated: parts.map((part) => deflateRawSync(part, { finishFlush: zlib.Z_SYNC_FLUSH })),
  crcs: parts.map((part) => crc32(part)),
  shifts: parts.map((part) => crc32ShiftFor(part.length)),
});

/** The gzip stream of `parts` with `nonce` between each two, built from their `gzipPartsOf`. */
export const gzipChunks = (parts: readonly Buffer[], gzip: GzipParts, nonce: Buffer): Buffer[] => {
  const storedHeader = Buffer.alloc(5);
  storedHeader.writeUInt16LE(nonce.length, 1);
  storedHeader.writeUInt16LE(~nonce.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      chunks.push(storedHeader, nonce);
      checksum = crc32(nonce, checksum);
      size += nonce.length;
    }
    chunks.push(gzip.deflated[index]);
    checksum = combineCrc32(checksum, gzip.crcs[index], gzip.shifts[index]);
    size += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_DEFLATE_BLOCK, trailer);
  return chunks;
};
