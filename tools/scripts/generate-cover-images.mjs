// Writes the generated static images the content seed refers to into libs/site-core/public/
// (the public folder both sites serve):
//
// - one abstract, text-free cover illustration (1200×630 SVG) per `coverImage` of the media
//   releases, blog posts, special columns and special-column lessons (tools/seed/pages/), each a
//   different combination of motif (line chart, candlesticks, bars, skyline, donut, coin stacks)
//   and palette, with the details drawn from a random generator seeded by the file's path;
// - the app download QR code (`appDownload.qrCode`), a real QR code (byte mode, ISO/IEC 18004)
//   for the APK download URL `appDownload.apk`, the one download link that is the same on both
//   sites and in every language. To check a change to the encoder, render QR codes with Chromium
//   and read them back with `zbarimg --raw` (Debian zbar-tools): codes of every version 1-40 at
//   every level, filled to capacity, decoded to their text when this was written.
//
// The output is deterministic (same seed → byte-identical files) and committed; re-run after
// changing those seed entries:
//
//   npx tsx tools/scripts/generate-cover-images.mjs
//
// (tsx because the seed is TypeScript.) The branch maps in public/images/branches/ are
// hand-written and not touched here.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WORKSPACE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_DIR = join(WORKSPACE_ROOT, 'libs/site-core/public');

// ---------------------------------------------------------------------------------------------
// QR code (model 2, byte mode). Structure after ISO/IEC 18004:2015; tables are the standard's.
// ---------------------------------------------------------------------------------------------

/** Error correction levels, weakest first, with the 2 bits the format information uses. */
export const ECC = {
  L: { ordinal: 0, formatBits: 1 },
  M: { ordinal: 1, formatBits: 0 },
  Q: { ordinal: 2, formatBits: 3 },
  H: { ordinal: 3, formatBits: 2 },
};
const ECC_BY_ORDINAL = [ECC.L, ECC.M, ECC.Q, ECC.H];
const eccName = (ecc) => 'LMQH'[ecc.ordinal];

// Per level (L, M, Q, H) and version (index 1..40): error correction codewords per block and number of blocks.
const ECC_CODEWORDS_PER_BLOCK = [
  [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
];
const ERROR_CORRECTION_BLOCKS = [
  [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
];

/** Modules left for data and error correction codewords once the function patterns are placed. */
const rawDataModules = (version) => {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
};

const dataCodewords = (version, ecc) =>
  Math.floor(rawDataModules(version) / 8) - ECC_CODEWORDS_PER_BLOCK[ecc.ordinal][version] * ERROR_CORRECTION_BLOCKS[ecc.ordinal][version];

/** Bits of the byte-mode character count field (versions 1-9, 10-26, 27-40). */
const byteCountBits = (version) => (version <= 9 ? 8 : 16);

/** Product in GF(2^8) modulo the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
const gfMultiply = (x, y) => {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> bit) & 1) * x;
  }
  return product & 0xff;
};

/** Reed-Solomon generator polynomial of the given degree (coefficients, highest first, leading 1 dropped). */
const reedSolomonDivisor = (degree) => {
  const coefficients = new Array(degree).fill(0);
  coefficients[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      coefficients[j] = gfMultiply(coefficients[j], root);
      if (j + 1 < degree) coefficients[j] ^= coefficients[j + 1];
    }
    root = gfMultiply(root, 0x02);
  }
  return coefficients;
};

const reedSolomonRemainder = (data, divisor) => {
  const remainder = new Array(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift();
    remainder.push(0);
    divisor.forEach((coefficient, i) => {
      remainder[i] ^= gfMultiply(coefficient, factor);
    });
  }
  return remainder;
};

/** Splits the data codewords into blocks, appends each block's error correction and interleaves them. */
const addErrorCorrection = (data, version, ecc) => {
  const blockCount = ERROR_CORRECTION_BLOCKS[ecc.ordinal][version];
  const eccLength = ECC_CODEWORDS_PER_BLOCK[ecc.ordinal][version];
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortBlockLength = Math.floor(rawCodewords / blockCount);
  const divisor = reedSolomonDivisor(eccLength);
  const blocks = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const blockData = data.slice(offset, offset + shortBlockLength - eccLength + (i < shortBlocks ? 0 : 1));
    offset += blockData.length;
    const ecc = reedSolomonRemainder(blockData, divisor);
    // Short blocks get a placeholder so every block has the same length; it is skipped below.
    if (i < shortBlocks) blockData.push(0);
    blocks.push([...blockData, ...ecc]);
  }
  const result = [];
  for (let i = 0; i < blocks[0].length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortBlockLength - eccLength || j >= shortBlocks) result.push(block[i]);
    });
  }
  return result;
};

const alignmentPositions = (version) => {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let position = version * 4 + 10; positions.length < count; position -= step) positions.splice(1, 0, position);
  return positions;
};

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class QrMatrix {
  constructor(version) {
    this.size = version * 4 + 17;
    this.dark = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
  }

  setFunction(x, y, dark) {
    this.dark[y][x] = dark;
    this.reserved[y][x] = true;
  }

  drawFunctionPatterns(version) {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    // Finder patterns with their light separators.
    for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < size && y >= 0 && y < size) this.setFunction(x, y, ring !== 2 && ring !== 4);
        }
      }
    }
    const positions = alignmentPositions(version);
    const last = positions.length - 1;
    positions.forEach((cx, i) => {
      positions.forEach((cy, j) => {
        // The three corners taken by finder patterns have no alignment pattern.
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    // Reserve the format areas (written per mask) and write the version information.
    this.drawFormatBits(ECC.L, 0);
    if (version >= 7) {
      let remainder = version;
      for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
      const bits = (version << 12) | remainder;
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.setFunction(a, b, dark);
        this.setFunction(b, a, dark);
      }
    }
  }

  drawFormatBits(ecc, mask) {
    const { size } = this;
    const data = (ecc.formatBits << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.setFunction(8, i, bit(i));
    this.setFunction(8, 7, bit(6));
    this.setFunction(8, 8, bit(7));
    this.setFunction(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.setFunction(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.setFunction(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.setFunction(8, size - 15 + i, bit(i));
    this.setFunction(8, size - 8, true);
  }

  /** Places the codewords in the zigzag order: two-module columns from the right, skipping the vertical timing line. */
  drawCodewords(codewords) {
    const { size } = this;
    let bitIndex = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < size; step++) {
        const y = upward ? size - 1 - step : step;
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          if (this.reserved[y][x] || bitIndex >= codewords.length * 8) continue;
          this.dark[y][x] = ((codewords[bitIndex >>> 3] >>> (7 - (bitIndex & 7))) & 1) === 1;
          bitIndex++;
        }
      }
    }
  }

  applyMask(mask) {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if (!this.reserved[y][x] && MASKS[mask](x, y)) this.dark[y][x] = !this.dark[y][x];
      }
    }
  }

  /** The standard's four penalty rules; the mask with the lowest score is used. */
  penalty() {
    const { size, dark } = this;
    const at = (x, y, transposed) => (transposed ? dark[x][y] : dark[y][x]);
    let score = 0;
    const finderLike = [true, false, true, true, true, false, true];
    for (const transposed of [false, true]) {
      for (let line = 0; line < size; line++) {
        let runLength = 0;
        for (let i = 0; i < size; i++) {
          runLength = i > 0 && at(i, line, transposed) === at(i - 1, line, transposed) ? runLength + 1 : 1;
          if (runLength === 5) score += 3;
          else if (runLength > 5) score += 1;
        }
        // 1:1:3:1:1 dark-light pattern with four light modules (or the quiet zone) on either side.
        const light = (i) => i < 0 || i >= size || !at(i, line, transposed);
        for (let start = 0; start + 7 <= size; start++) {
          if (!finderLike.every((isDark, k) => at(start + k, line, transposed) === isDark)) continue;
          const lightBefore = [1, 2, 3, 4].every((k) => light(start - k));
          const lightAfter = [0, 1, 2, 3].every((k) => light(start + 7 + k));
          if (lightBefore || lightAfter) score += 40;
        }
      }
    }
    for (let y = 0; y + 1 < size; y++) {
      for (let x = 0; x + 1 < size; x++) {
        const colour = dark[y][x];
        if (dark[y][x + 1] === colour && dark[y + 1][x] === colour && dark[y + 1][x + 1] === colour) score += 3;
      }
    }
    const darkCount = dark.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
    const total = size * size;
    score += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
    return score;
  }
}

/**
 * Encodes text (UTF-8, byte mode) as a QR code: the smallest version that holds it at `minEcc`,
 * then the strongest error correction that still fits that version.
 */
export function encodeQr(text, minEcc = ECC.M) {
  const bytes = [...new TextEncoder().encode(text)];
  let version = 1;
  const bitsNeeded = (v) => 4 + byteCountBits(v) + bytes.length * 8;
  while (version <= 40 && bitsNeeded(version) > dataCodewords(version, minEcc) * 8) version++;
  if (version > 40) throw new RangeError(`Text of ${bytes.length} bytes does not fit in a QR code at level ${eccName(minEcc)}`);
  let ecc = minEcc;
  for (const stronger of ECC_BY_ORDINAL.slice(minEcc.ordinal + 1)) {
    if (bitsNeeded(version) <= dataCodewords(version, stronger) * 8) ecc = stronger;
  }

  const bits = [];
  const append = (value, length) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, byteCountBits(version));
  bytes.forEach((byte) => append(byte, 8));
  const capacityBits = dataCodewords(version, ecc) * 8;
  append(0, Math.min(4, capacityBits - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) append(pad, 8);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  const matrix = new QrMatrix(version);
  matrix.drawFunctionPatterns(version);
  matrix.drawCodewords(addErrorCorrection(data, version, ecc));
  let bestMask = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < MASKS.length; mask++) {
    matrix.applyMask(mask);
    matrix.drawFormatBits(ecc, mask);
    const penalty = matrix.penalty();
    if (penalty < bestPenalty) {
      bestMask = mask;
      bestPenalty = penalty;
    }
    matrix.applyMask(mask);
  }
  matrix.applyMask(bestMask);
  matrix.drawFormatBits(ecc, bestMask);
  return { version, ecc: eccName(ecc), size: matrix.size, modules: matrix.dark };
}

/** The QR code as SVG: one path of dark modules, a quiet zone of four modules, 6 px per module. */
export function qrSvg(text, { title, dark = '#0b2a5b', minEcc = ECC.M } = {}) {
  const { size, modules } = encodeQr(text, minEcc);
  const quiet = 4;
  const extent = size + quiet * 2;
  const path = modules
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${extent * 6}" height="${extent * 6}" role="img" shape-rendering="crispEdges">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${extent}" height="${extent}" fill="#ffffff"/>`,
    `<path fill="${dark}" d="${path}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------------------------------------
// Cover illustrations
// ---------------------------------------------------------------------------------------------

const WIDTH = 1200;
const HEIGHT = 630;

/** FNV-1a: a stable 32-bit seed from a file path. */
const hash = (text) => {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
};

/** mulberry32: small, fast, good enough for picking shapes. */
const randomFrom = (seed) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const n = (value) => Number(value.toFixed(1));

/** Background gradient, main colour, second colour, faint tint, ink (darker than the background). */
const PALETTES = [
  { from: '#0b2a5b', to: '#1a4a8a', main: '#f26b1d', second: '#6fb3f0', tint: '#ffffff', ink: '#061a3a' },
  { from: '#0f4c5c', to: '#1c7580', main: '#f4b860', second: '#8fd3c7', tint: '#ffffff', ink: '#08323d' },
  { from: '#173f35', to: '#27664f', main: '#c8e06b', second: '#7cc4a2', tint: '#ffffff', ink: '#0d2a22' },
  { from: '#3b1f4a', to: '#613676', main: '#ff8a6b', second: '#c9a7e6', tint: '#ffffff', ink: '#26122f' },
  { from: '#1f2a37', to: '#36485c', main: '#4fc3f7', second: '#f9d976', tint: '#ffffff', ink: '#121a23' },
  { from: '#4a1526', to: '#7a2740', main: '#f2c14e', second: '#f4a1a8', tint: '#ffffff', ink: '#2e0c17' },
  { from: '#e9f1fb', to: '#cfe0f3', main: '#0b2a5b', second: '#f26b1d', tint: '#0b2a5b', ink: '#9fb8d6' },
  { from: '#f7f0e5', to: '#ead9c1', main: '#1d4e89', second: '#d9622b', tint: '#5a3d1c', ink: '#c9b08c' },
];

const lineChart = (random, p) => {
  const left = 120;
  const right = 1080;
  const top = 130;
  const bottom = 500;
  const count = 26;
  const walk = (drift) => {
    let value = 0.2 + random() * 0.2;
    return Array.from({ length: count }, () => {
      value = Math.min(0.95, Math.max(0.05, value + (random() - 0.5 + drift) * 0.14));
      return value;
    });
  };
  const toPoints = (values) => values.map((v, i) => [left + ((right - left) * i) / (count - 1), bottom - v * (bottom - top)]);
  const main = toPoints(walk(0.09));
  const second = toPoints(walk(0.03));
  const line = (points) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  const [endX, endY] = main[main.length - 1];
  const grid = [0, 1, 2, 3, 4, 5].map((i) => `<line x1="${left}" x2="${right}" y1="${top + i * 74}" y2="${top + i * 74}" stroke="${p.tint}" stroke-opacity="0.1" stroke-width="2"/>`);
  return [
    `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.main}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.main}" stop-opacity="0"/></linearGradient></defs>`,
    ...grid,
    `<path d="${line(main)}L${right} ${bottom}L${left} ${bottom}Z" fill="url(#area)"/>`,
    `<path d="${line(second)}" fill="none" stroke="${p.second}" stroke-width="4" stroke-dasharray="14 12" stroke-linecap="round" opacity="0.7"/>`,
    `<path d="${line(main)}" fill="none" stroke="${p.main}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="${n(endX)}" cy="${n(endY)}" r="28" fill="${p.main}" opacity="0.25"/>`,
    `<circle cx="${n(endX)}" cy="${n(endY)}" r="13" fill="${p.main}"/>`,
  ];
};

const candlesticks = (random, p) => {
  const count = 24;
  const left = 110;
  const step = (1090 - left) / count;
  let close = 0.12 + random() * 0.15;
  const shapes = [];
  const averages = [];
  const toY = (v) => 540 - v * 420;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = Math.min(0.92, Math.max(0.08, open + (random() - 0.38) * 0.16));
    const high = Math.max(open, close) + random() * 0.06;
    const low = Math.min(open, close) - random() * 0.06;
    const x = left + step * i + step / 2;
    const rising = close >= open;
    const colour = rising ? p.second : p.main;
    shapes.push(`<line x1="${n(x)}" x2="${n(x)}" y1="${n(toY(high))}" y2="${n(toY(low))}" stroke="${colour}" stroke-width="3"/>`);
    const bodyTop = toY(Math.max(open, close));
    const bodyHeight = Math.max(4, Math.abs(toY(open) - toY(close)));
    shapes.push(`<rect x="${n(x - 12)}" y="${n(bodyTop)}" width="24" height="${n(bodyHeight)}" rx="3" fill="${colour}"${rising ? '' : ' fill-opacity="0.85"'}/>`);
    averages.push([x, toY((open + close) / 2 + 0.05)]);
  }
  const smooth = averages.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  return [
    ...[0, 1, 2, 3].map((i) => `<line x1="90" x2="1110" y1="${160 + i * 110}" y2="${160 + i * 110}" stroke="${p.tint}" stroke-opacity="0.08" stroke-width="2"/>`),
    ...shapes,
    `<path d="${smooth}" fill="none" stroke="${p.tint}" stroke-opacity="0.55" stroke-width="3" stroke-linejoin="round"/>`,
  ];
};

const bars = (random, p) => {
  const count = 9;
  const width = 72;
  const gap = 36;
  const left = (WIDTH - (count * width + (count - 1) * gap)) / 2;
  const tops = [];
  const shapes = [];
  for (let i = 0; i < count; i++) {
    const height = 90 + (i / (count - 1)) * 300 + (random() - 0.5) * 70;
    const x = left + i * (width + gap);
    const y = 540 - height;
    tops.push([x + width / 2, y - 40]);
    shapes.push(`<rect x="${n(x)}" y="${n(y)}" width="${width}" height="${n(height)}" rx="12" fill="${i % 3 === 2 ? p.main : p.second}" fill-opacity="${i % 3 === 2 ? 1 : 0.75}"/>`);
  }
  const [lastX, lastY] = tops[tops.length - 1];
  const trend = tops.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  return [
    `<line x1="${n(left - 30)}" x2="${n(WIDTH - left + 30)}" y1="540" y2="540" stroke="${p.tint}" stroke-opacity="0.35" stroke-width="3"/>`,
    ...shapes,
    `<path d="${trend}" fill="none" stroke="${p.tint}" stroke-opacity="0.85" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M${n(lastX - 24)} ${n(lastY + 2)}L${n(lastX + 6)} ${n(lastY - 22)}L${n(lastX + 2)} ${n(lastY + 16)}Z" fill="${p.tint}" fill-opacity="0.85"/>`,
  ];
};

const skyline = (random, p) => {
  const layer = (minHeight, maxHeight, colour, opacity, windows) => {
    const shapes = [];
    for (let x = -20; x < WIDTH; ) {
      const width = 48 + random() * 70;
      const height = minHeight + random() * (maxHeight - minHeight);
      const y = 520 - height;
      shapes.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(width - 6)}" height="${n(height + 10)}" fill="${colour}" fill-opacity="${opacity}"/>`);
      if (random() < 0.25) shapes.push(`<rect x="${n(x + width / 2 - 5)}" y="${n(y - 36)}" width="4" height="36" fill="${colour}" fill-opacity="${opacity}"/>`);
      if (windows) {
        for (let wy = y + 18; wy < 500; wy += 26) {
          for (let wx = x + 10; wx < x + width - 20; wx += 18) {
            if (random() < 0.28) shapes.push(`<rect x="${n(wx)}" y="${n(wy)}" width="8" height="10" fill="${p.main}" fill-opacity="0.7"/>`);
          }
        }
      }
      x += width;
    }
    return shapes;
  };
  const sunX = 200 + random() * 800;
  const waves = [545, 575, 605].map((y, i) => {
    const amplitude = 6 + i * 2;
    let d = `M0 ${y}`;
    for (let x = 0; x < WIDTH; x += 60) d += `q30 ${-amplitude} 60 0`;
    return `<path d="${d}" fill="none" stroke="${p.second}" stroke-opacity="${0.6 - i * 0.15}" stroke-width="4" stroke-linecap="round"/>`;
  });
  return [
    `<circle cx="${n(sunX)}" cy="${n(150 + random() * 60)}" r="84" fill="${p.main}" opacity="0.9"/>`,
    ...layer(160, 340, p.tint, 0.12, false),
    ...layer(90, 250, p.ink, 1, true),
    `<rect x="0" y="520" width="${WIDTH}" height="${HEIGHT - 520}" fill="${p.ink}" fill-opacity="0.55"/>`,
    ...waves,
  ];
};

const donut = (random, p) => {
  const cx = 400;
  const cy = 315;
  const outer = 210;
  const inner = 128;
  const weights = Array.from({ length: 4 + Math.floor(random() * 3) }, () => 0.4 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  const colours = [p.main, p.second, p.tint, p.ink];
  const opacities = [1, 0.9, 0.35, 0.8];
  const point = (radius, angle) => [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  let angle = -Math.PI / 2;
  const segments = weights.map((weight, i) => {
    const sweep = (weight / total) * Math.PI * 2;
    const end = angle + sweep - 0.03;
    const large = sweep > Math.PI ? 1 : 0;
    const [x1, y1] = point(outer, angle);
    const [x2, y2] = point(outer, end);
    const [x3, y3] = point(inner, end);
    const [x4, y4] = point(inner, angle);
    const d = `M${n(x1)} ${n(y1)}A${outer} ${outer} 0 ${large} 1 ${n(x2)} ${n(y2)}L${n(x3)} ${n(y3)}A${inner} ${inner} 0 ${large} 0 ${n(x4)} ${n(y4)}Z`;
    angle += sweep;
    return `<path d="${d}" fill="${colours[i % colours.length]}" fill-opacity="${opacities[i % opacities.length]}"/>`;
  });
  const legend = weights.slice(0, 4).map((weight, i) => {
    const y = 200 + i * 70;
    const length = 100 + (weight / Math.max(...weights)) * 260;
    return [
      `<circle cx="760" cy="${y}" r="14" fill="${colours[i]}" fill-opacity="${opacities[i]}"/>`,
      `<rect x="795" y="${y - 10}" width="${n(length)}" height="20" rx="10" fill="${p.tint}" fill-opacity="0.18"/>`,
    ].join('');
  });
  return [
    `<circle cx="${cx}" cy="${cy}" r="${outer + 40}" fill="none" stroke="${p.tint}" stroke-opacity="0.1" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${inner - 30}" fill="${p.tint}" fill-opacity="0.06"/>`,
    ...segments,
    ...legend,
  ];
};

const coinStacks = (random, p) => {
  const shapes = [];
  const stacks = 5;
  for (let i = 0; i < stacks; i++) {
    const cx = 220 + i * 150;
    const coins = 3 + i * 2 + Math.floor(random() * 2);
    for (let c = 0; c < coins; c++) {
      const y = 520 - c * 24;
      shapes.push(`<path d="M${cx - 58} ${y}v14a58 17 0 0 0 116 0v-14Z" fill="${p.ink}" fill-opacity="0.9"/>`);
      shapes.push(`<ellipse cx="${cx}" cy="${y}" rx="58" ry="17" fill="${c === coins - 1 ? p.main : p.second}"/>`);
    }
  }
  const start = [120, 470];
  const end = [1060, 120 + random() * 60];
  const control = [560 + random() * 120, 520];
  return [
    `<ellipse cx="520" cy="548" rx="430" ry="26" fill="${p.ink}" fill-opacity="0.35"/>`,
    ...shapes,
    `<path d="M${start[0]} ${start[1]}Q${n(control[0])} ${n(control[1])} ${end[0]} ${n(end[1])}" fill="none" stroke="${p.tint}" stroke-opacity="0.8" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>`,
    `<circle cx="${end[0]}" cy="${n(end[1])}" r="22" fill="${p.main}"/>`,
  ];
};

const MOTIFS = [lineChart, candlesticks, bars, skyline, donut, coinStacks];

/** One cover: the motif and palette come from its position in the list, the details from its path. */
export function coverSvg(path, index) {
  const random = randomFrom(hash(path));
  const motif = MOTIFS[index % MOTIFS.length];
  // Every sixth cover moves one palette on, so no two covers share both motif and palette (up to 48 covers).
  const palette = PALETTES[(index + Math.floor(index / MOTIFS.length)) % PALETTES.length];
  const decorations = Array.from({ length: 3 }, () => {
    const r = 120 + random() * 220;
    return `<circle cx="${n(random() * WIDTH)}" cy="${n(random() * HEIGHT)}" r="${n(r)}" fill="${palette.tint}" fill-opacity="0.05"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" aria-hidden="true">`,
    `<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>`,
    ...decorations,
    ...motif(random, palette),
    '</svg>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const publicFile = (urlPath) => {
  if (!/^\/images\/[a-z0-9/_-]+\.svg$/.test(urlPath)) throw new Error(`Expected an /images/…/*.svg path, got ${urlPath}`);
  return join(PUBLIC_DIR, urlPath);
};

const write = async (urlPath, content) => {
  const file = publicFile(urlPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
};

async function main() {
  const { MEDIA_RELEASES } = await import('../seed/pages/media.ts');
  const { BLOG_POSTS } = await import('../seed/pages/blog.ts');
  const { SPECIAL_COLUMNS, SPECIAL_ARTICLES } = await import('../seed/pages/specials.ts');
  const { BASE_CONFIG } = await import('../seed/pages/base-config.ts');

  const covers = [...new Set([...MEDIA_RELEASES, ...BLOG_POSTS, ...SPECIAL_COLUMNS, ...SPECIAL_ARTICLES].map((item) => item.coverImage))];
  await Promise.all(covers.map((path, index) => write(path, coverSvg(path, index))));

  const { apk, qrCode } = BASE_CONFIG.appDownload;
  await write(qrCode, qrSvg(apk, { title: `QR code: ${apk}` }));
  console.log(`Wrote ${covers.length} cover images and ${qrCode} (${apk}) under ${PUBLIC_DIR}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
