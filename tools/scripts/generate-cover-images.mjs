// Writes the generated static images the content seed refers to into libs/site-core/public/
// (the public folder both sites serve):
//
// - one abstract, text-free cover illustration (1200×630 SVG) per `coverImage` of the media
//   releases, blog posts, special columns and special-column lessons (tools/seed/pages/) and of
//   the company news (tools/seed/official/), its motif chosen by the item's `art`: market (line
//   chart, candlesticks, bars, globe), product (the app on a phone, coin stacks, donut), company
//   (skyline, stage), award (trophy) or education (open book, lectern, speech bubbles); palette and
//   details vary, drawn from a random generator seeded by the file's path;
// - the same kind of 1200×630 cover per `coverImage` of promotions, events and talks under
//   /images/official/<kind>/, each kind drawing first on motifs made for it (gift, discount
//   badge; stage, calendar; lectern, speech bubbles);
// - a portrait 600×800 book cover per valuable book (/images/official/books/): a bound front with
//   spine and publisher mark around an emblem of the book's subject, picked by its type;
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

/** Four-pointed sparkle centred on (x, y). */
const sparkle = (x, y, size, colour, opacity = 1) => {
  const s = size;
  const w = size * 0.22;
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z" fill="${colour}" fill-opacity="${opacity}"/>`;
};

/** Random points inside a box but outside the areas to keep clear, for scattered decorations. */
const scatter = (random, count, box, keepClear) => {
  const points = [];
  for (let tries = 0; points.length < count && tries < count * 20; tries++) {
    const x = box.x + random() * box.width;
    const y = box.y + random() * box.height;
    if (!keepClear.some((area) => x > area.x && x < area.x + area.width && y > area.y && y < area.y + area.height)) points.push([x, y]);
  }
  return points;
};

/** Promotions: a wrapped gift with a bow among confetti. */
const giftBox = (random, p) => {
  const cx = 480 + random() * 240;
  const lidTop = 250;
  const boxTop = lidTop + 64;
  const bottom = 540;
  const confetti = scatter(random, 34, { x: 40, y: 30, width: WIDTH - 80, height: 520 }, [{ x: cx - 250, y: 130, width: 500, height: 430 }]).map(([x, y], i) => {
    const colour = [p.main, p.second, p.tint][i % 3];
    if (i % 4 === 3) return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 + random() * 4)}" fill="${colour}" fill-opacity="0.8"/>`;
    return `<rect x="${n(x - 9)}" y="${n(y - 3)}" width="18" height="7" rx="2" fill="${colour}" fill-opacity="0.85" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})"/>`;
  });
  const loop = (direction) =>
    `<path d="M${n(cx)} ${lidTop - 2}C${n(cx + direction * 30)} ${lidTop - 90} ${n(cx + direction * 165)} ${lidTop - 80} ${n(cx + direction * 120)} ${lidTop - 22}C${n(cx + direction * 100)} ${lidTop + 4} ${n(cx + direction * 40)} ${lidTop + 2} ${n(cx)} ${lidTop - 2}Z" fill="${p.main}"/>`;
  return [
    ...confetti,
    `<ellipse cx="${n(cx)}" cy="${bottom + 8}" rx="270" ry="20" fill="${p.ink}" fill-opacity="0.4"/>`,
    `<rect x="${n(cx - 190)}" y="${boxTop}" width="380" height="${bottom - boxTop}" rx="10" fill="${p.second}"/>`,
    `<rect x="${n(cx - 190)}" y="${boxTop}" width="380" height="26" fill="${p.ink}" fill-opacity="0.18"/>`,
    `<rect x="${n(cx - 215)}" y="${lidTop}" width="430" height="68" rx="10" fill="${p.second}"/>`,
    `<rect x="${n(cx - 215)}" y="${lidTop}" width="430" height="68" rx="10" fill="${p.tint}" fill-opacity="0.12"/>`,
    `<rect x="${n(cx - 30)}" y="${lidTop}" width="60" height="${bottom - lidTop}" fill="${p.main}"/>`,
    `<rect x="${n(cx - 30)}" y="${lidTop + 68}" width="60" height="14" fill="${p.ink}" fill-opacity="0.2"/>`,
    loop(-1),
    loop(1),
    `<circle cx="${n(cx)}" cy="${lidTop - 4}" r="24" fill="${p.main}"/>`,
    `<circle cx="${n(cx)}" cy="${lidTop - 4}" r="24" fill="${p.ink}" fill-opacity="0.15"/>`,
    sparkle(cx + 250, 180, 26, p.tint, 0.85),
    sparkle(cx - 270, 300, 18, p.main, 0.9),
    sparkle(cx + 300, 430, 14, p.second, 0.9),
  ];
};

/** Promotions on fees: a starburst badge with a per-cent sign beside falling bars. */
const discountBadge = (random, p) => {
  const cx = 380;
  const cy = 315;
  const spikes = 28;
  const burst = Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? 215 : 192;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    return `${i ? 'L' : 'M'}${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`;
  }).join('');
  const barCount = 5;
  const barShapes = Array.from({ length: barCount }, (_, i) => {
    const height = 300 - i * 50 - random() * 24;
    const x = 700 + i * 84;
    return `<rect x="${x}" y="${n(530 - height)}" width="56" height="${n(height)}" rx="10" fill="${p.second}" fill-opacity="${n(0.95 - i * 0.12)}"/>`;
  });
  return [
    `<circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="${p.tint}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="6 10"/>`,
    `<path d="${burst}Z" fill="${p.main}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="${p.from}" stroke-opacity="0.35" stroke-width="4"/>`,
    `<circle cx="${cx - 58}" cy="${cy - 58}" r="34" fill="none" stroke="${p.from}" stroke-width="20"/>`,
    `<circle cx="${cx + 58}" cy="${cy + 58}" r="34" fill="none" stroke="${p.from}" stroke-width="20"/>`,
    `<line x1="${cx + 84}" y1="${cy - 100}" x2="${cx - 84}" y2="${cy + 100}" stroke="${p.from}" stroke-width="22" stroke-linecap="round"/>`,
    `<line x1="680" x2="1120" y1="530" y2="530" stroke="${p.tint}" stroke-opacity="0.35" stroke-width="3"/>`,
    ...barShapes,
    `<path d="M690 150Q900 170 1060 380" fill="none" stroke="${p.tint}" stroke-opacity="0.85" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M1032 384L1072 400L1074 356Z" fill="${p.tint}" fill-opacity="0.85"/>`,
  ];
};

/** Events: a stage under two spotlights, a chart on the screen, the audience in front. */
const stage = (random, p) => {
  const count = 14;
  let value = 0.25 + random() * 0.15;
  const chart = Array.from({ length: count }, (_, i) => {
    value = Math.min(0.9, Math.max(0.1, value + (random() - 0.35) * 0.18));
    return `${i ? 'L' : 'M'}${n(390 + (420 * i) / (count - 1))} ${n(350 - value * 190)}`;
  }).join('');
  const heads = [];
  for (let x = 30 + random() * 30; x < WIDTH; x += 88 + random() * 20) {
    const y = 560 + random() * 22;
    heads.push(`<circle cx="${n(x)}" cy="${n(y)}" r="25" fill="${p.ink}"/><path d="M${n(x - 46)} ${HEIGHT}Q${n(x - 44)} ${n(y + 28)} ${n(x)} ${n(y + 28)}Q${n(x + 44)} ${n(y + 28)} ${n(x + 46)} ${HEIGHT}Z" fill="${p.ink}"/>`);
  }
  const cone = (x, towards) =>
    `<path d="M${x - 16} 26L${x + 16} 26L${towards + 200} 470L${towards - 200} 470Z" fill="url(#spotlight)"/>`;
  return [
    `<defs><linearGradient id="spotlight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.tint}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.tint}" stop-opacity="0.04"/></linearGradient></defs>`,
    cone(170, 420),
    cone(1030, 780),
    `<rect x="150" y="0" width="40" height="34" rx="6" fill="${p.ink}"/>`,
    `<rect x="1010" y="0" width="40" height="34" rx="6" fill="${p.ink}"/>`,
    `<rect x="340" y="90" width="520" height="300" rx="10" fill="${p.ink}" fill-opacity="0.75"/>`,
    `<rect x="340" y="90" width="520" height="300" rx="10" fill="none" stroke="${p.tint}" stroke-opacity="0.25" stroke-width="3"/>`,
    `<path d="${chart}" fill="none" stroke="${p.main}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<ellipse cx="600" cy="455" rx="470" ry="30" fill="${p.tint}" fill-opacity="0.1"/>`,
    `<rect x="110" y="450" width="980" height="26" rx="4" fill="${p.second}"/>`,
    `<rect x="130" y="476" width="940" height="70" fill="${p.ink}" fill-opacity="0.6"/>`,
    `<path d="M890 450L900 370L990 370L1000 450Z" fill="${p.main}"/>`,
    `<rect x="886" y="362" width="118" height="12" rx="4" fill="${p.main}"/>`,
    ...heads,
  ];
};

/** Events and talks: a month on a desk calendar with the day marked. */
const calendar = (random, p) => {
  const left = 300 + Math.round(random() * 60);
  const top = 110;
  const width = 540;
  const height = 430;
  const columns = 7;
  const rows = 4;
  const cell = 56;
  const gap = 12;
  const gridLeft = left + (width - (columns * cell + (columns - 1) * gap)) / 2;
  const marked = Math.floor(random() * columns * rows);
  const cells = Array.from({ length: columns * rows }, (_, i) => {
    const x = gridLeft + (i % columns) * (cell + gap);
    const y = top + 124 + Math.floor(i / columns) * (cell + gap);
    if (i === marked) {
      return `<rect x="${n(x)}" y="${y}" width="${cell}" height="${cell}" rx="12" fill="${p.main}"/><rect x="${n(x - 7)}" y="${y - 7}" width="${cell + 14}" height="${cell + 14}" rx="16" fill="none" stroke="${p.main}" stroke-opacity="0.45" stroke-width="3"/>`;
    }
    const busy = random() < 0.22;
    return `<rect x="${n(x)}" y="${y}" width="${cell}" height="${cell}" rx="12" fill="${busy ? p.second : p.from}" fill-opacity="${busy ? 0.6 : 0.14}"/>`;
  });
  const clockX = left + width + 140;
  const clockY = 420;
  const hour = random() * Math.PI * 2;
  const minute = random() * Math.PI * 2;
  return [
    `<rect x="${left + 14}" y="${top + 18}" width="${width}" height="${height}" rx="26" fill="${p.ink}" fill-opacity="0.4"/>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="26" fill="${p.tint}" fill-opacity="0.95"/>`,
    `<path d="M${left} ${top + 92}V${top + 26}a26 26 0 0 1 26 -26H${left + width - 26}a26 26 0 0 1 26 26V${top + 92}Z" fill="${p.main}"/>`,
    ...[0.25, 0.75].map((at) => `<rect x="${n(left + width * at - 10)}" y="${top - 30}" width="20" height="62" rx="10" fill="${p.second}"/>`),
    ...cells,
    `<circle cx="${clockX}" cy="${clockY}" r="86" fill="${p.ink}" fill-opacity="0.85" stroke="${p.second}" stroke-width="8"/>`,
    `<line x1="${clockX}" y1="${clockY}" x2="${n(clockX + 44 * Math.sin(hour))}" y2="${n(clockY - 44 * Math.cos(hour))}" stroke="${p.second}" stroke-width="8" stroke-linecap="round"/>`,
    `<line x1="${clockX}" y1="${clockY}" x2="${n(clockX + 64 * Math.sin(minute))}" y2="${n(clockY - 64 * Math.cos(minute))}" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="${clockX}" cy="${clockY}" r="8" fill="${p.main}"/>`,
  ];
};

/** Talks: a speaker at a lectern beside a projected chart. */
const presentation = (random, p) => {
  const count = 6;
  const bars = Array.from({ length: count }, (_, i) => {
    const height = 60 + (i / (count - 1)) * 150 + (random() - 0.5) * 60;
    return { x: 210 + i * 86, height };
  });
  const trend = bars.map(({ x, height }, i) => `${i ? 'L' : 'M'}${n(x + 24)} ${n(400 - height - 30)}`).join('');
  const speakerX = 960;
  return [
    `<rect x="150" y="80" width="600" height="360" rx="12" fill="${p.ink}" fill-opacity="0.8"/>`,
    `<rect x="150" y="80" width="600" height="360" rx="12" fill="none" stroke="${p.tint}" stroke-opacity="0.25" stroke-width="3"/>`,
    `<line x1="450" y1="440" x2="450" y2="540" stroke="${p.tint}" stroke-opacity="0.4" stroke-width="6"/>`,
    `<path d="M390 556L450 530L510 556" fill="none" stroke="${p.tint}" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    ...bars.map(({ x, height }, i) => `<rect x="${x}" y="${n(400 - height)}" width="48" height="${n(height)}" rx="6" fill="${i === count - 1 ? p.main : p.second}" fill-opacity="${i === count - 1 ? 1 : 0.7}"/>`),
    `<path d="${trend}" fill="none" stroke="${p.tint}" stroke-opacity="0.8" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M800 230Q${speakerX - 90} 210 ${speakerX - 70} 300" fill="none" stroke="${p.main}" stroke-opacity="0.8" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`,
    `<circle cx="${speakerX}" cy="300" r="42" fill="${p.tint}" fill-opacity="0.9"/>`,
    `<path d="M${speakerX - 80} 470Q${speakerX - 78} 356 ${speakerX} 356Q${speakerX + 78} 356 ${speakerX + 80} 470Z" fill="${p.tint}" fill-opacity="0.9"/>`,
    `<line x1="${speakerX - 30}" y1="404" x2="${speakerX - 52}" y2="356" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="${speakerX - 54}" cy="350" rx="11" ry="15" fill="${p.main}" transform="rotate(-25 ${speakerX - 54} 350)"/>`,
    `<path d="M${speakerX - 100} 420L${speakerX + 100} 420L${speakerX + 80} 580L${speakerX - 80} 580Z" fill="${p.second}"/>`,
    `<rect x="${speakerX - 112}" y="408" width="224" height="20" rx="6" fill="${p.main}"/>`,
    `<ellipse cx="${speakerX}" cy="588" rx="140" ry="14" fill="${p.ink}" fill-opacity="0.4"/>`,
  ];
};

/** Talks: a question and answer in speech bubbles. */
const speechBubbles = (random, p) => {
  const count = 9;
  let value = 0.2 + random() * 0.1;
  const line = Array.from({ length: count }, (_, i) => {
    value = Math.min(0.95, Math.max(0.05, value + (random() - 0.3) * 0.22));
    return `${i ? 'L' : 'M'}${n(230 + (340 * i) / (count - 1))} ${n(350 - value * 170)}`;
  }).join('');
  const dotsX = 780;
  return [
    `<rect x="170" y="120" width="460" height="270" rx="44" fill="${p.second}"/>`,
    `<path d="M230 384L206 470L310 388Z" fill="${p.second}"/>`,
    `<path d="${line}" fill="none" stroke="${p.from}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<line x1="230" x2="570" y1="354" y2="354" stroke="${p.from}" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="640" y="300" width="400" height="190" rx="40" fill="${p.main}"/>`,
    `<path d="M960 484L1000 560L900 488Z" fill="${p.main}"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${dotsX + i * 60}" cy="395" r="18" fill="${p.from}" fill-opacity="${n(0.9 - i * 0.25)}"/>`),
    `<rect x="820" y="110" width="220" height="130" rx="32" fill="${p.tint}" fill-opacity="0.16"/>`,
    `<path d="M862 236L850 290L910 238Z" fill="${p.tint}" fill-opacity="0.16"/>`,
    sparkle(930, 175, 30, p.tint, 0.75),
    sparkle(120, 520, 16, p.main, 0.8),
  ];
};

/** A globe with meridians, parallels and dashed routes between markets, centred on (cx, cy). */
const globeShapes = (random, p, cx, cy, radius) => {
  const meridians = [0.3, 0.62, 0.88].map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${n(radius * k)}" ry="${radius}" fill="none" stroke="${p.tint}" stroke-opacity="0.22" stroke-width="2"/>`);
  const parallels = [-0.66, -0.33, 0, 0.33, 0.66].map((k) => {
    const y = cy + radius * k;
    const half = radius * Math.sqrt(1 - k * k);
    return `<line x1="${n(cx - half)}" x2="${n(cx + half)}" y1="${n(y)}" y2="${n(y)}" stroke="${p.tint}" stroke-opacity="0.22" stroke-width="2"/>`;
  });
  const pointOnGlobe = (angle, distance) => [cx + radius * distance * Math.cos(angle), cy + radius * distance * Math.sin(angle)];
  const hubAngle = random() * Math.PI * 2;
  const hub = pointOnGlobe(hubAngle, 0.35 + random() * 0.25);
  // Routes fan out from the hub towards the far side, so they cross the globe rather than bunch up.
  const routes = [-1, 0, 1].map((spread) => {
    const end = pointOnGlobe(hubAngle + Math.PI + spread * 0.85 + (random() - 0.5) * 0.3, 0.55 + random() * 0.3);
    const mid = [(hub[0] + end[0]) / 2, (hub[1] + end[1]) / 2];
    const along = [end[0] - hub[0], end[1] - hub[1]];
    const length = Math.hypot(...along) || 1;
    // Bow each route sideways, as flight paths look on a map.
    const bow = length * 0.25 * (spread || 1);
    const control = [mid[0] - (along[1] / length) * bow, mid[1] + (along[0] / length) * bow];
    return [
      `<path d="M${n(hub[0])} ${n(hub[1])}Q${n(control[0])} ${n(control[1])} ${n(end[0])} ${n(end[1])}" fill="none" stroke="${p.main}" stroke-width="4" stroke-dasharray="10 9" stroke-linecap="round"/>`,
      `<circle cx="${n(end[0])}" cy="${n(end[1])}" r="10" fill="${p.second}"/>`,
    ].join('');
  });
  return [
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(radius * 1.45)}" ry="${n(radius * 0.42)}" fill="none" stroke="${p.tint}" stroke-opacity="0.16" stroke-width="3" transform="rotate(-18 ${cx} ${cy})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${p.ink}" fill-opacity="0.55" stroke="${p.second}" stroke-width="4"/>`,
    ...meridians,
    ...parallels,
    ...routes,
    `<circle cx="${n(hub[0])}" cy="${n(hub[1])}" r="22" fill="${p.main}" fill-opacity="0.3"/>`,
    `<circle cx="${n(hub[0])}" cy="${n(hub[1])}" r="11" fill="${p.main}"/>`,
  ];
};

/** News: markets linked around the globe, with a rising line beside it. */
const globe = (random, p) => {
  const cx = 400 + Math.round(random() * 60);
  const count = 10;
  const left = 760;
  const right = 1110;
  const bottom = 470;
  let value = 0.2;
  const points = Array.from({ length: count }, (_, i) => {
    value = Math.min(0.95, Math.max(0.05, value + (random() - 0.3) * 0.2));
    return [left + ((right - left) * i) / (count - 1), bottom - value * 280];
  });
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  const [endX, endY] = points[count - 1];
  return [
    ...globeShapes(random, p, cx, 315, 225),
    `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.second}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.second}" stop-opacity="0"/></linearGradient></defs>`,
    `<path d="${line}L${right} ${bottom}L${left} ${bottom}Z" fill="url(#area)"/>`,
    `<line x1="${left - 10}" x2="${right + 10}" y1="${bottom}" y2="${bottom}" stroke="${p.tint}" stroke-opacity="0.3" stroke-width="3"/>`,
    `<path d="${line}" fill="none" stroke="${p.second}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="${n(endX)}" cy="${n(endY)}" r="11" fill="${p.second}"/>`,
  ];
};

/** Products: a phone showing a quote page (price line, order buttons) with a card beside it. */
const phoneApp = (random, p) => {
  const left = 430 + Math.round(random() * 80);
  const top = 70;
  const width = 280;
  const height = 500;
  const count = 12;
  let value = 0.3 + random() * 0.2;
  const line = Array.from({ length: count }, (_, i) => {
    value = Math.min(0.95, Math.max(0.05, value + (random() - 0.4) * 0.22));
    return `${i ? 'L' : 'M'}${n(left + 30 + ((width - 60) * i) / (count - 1))} ${n(top + 260 - value * 130)}`;
  }).join('');
  const rows = [0, 1, 2].map((i) => `<rect x="${left + 30}" y="${top + 300 + i * 34}" width="${n(120 + random() * 90)}" height="12" rx="6" fill="${p.tint}" fill-opacity="0.25"/>`);
  const cardX = left + width + 60;
  return [
    `<rect x="${left + 14}" y="${top + 18}" width="${width}" height="${height}" rx="40" fill="${p.ink}" fill-opacity="0.5"/>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="40" fill="${p.ink}"/>`,
    `<rect x="${left + 12}" y="${top + 12}" width="${width - 24}" height="${height - 24}" rx="30" fill="${p.to}"/>`,
    `<rect x="${left + width / 2 - 40}" y="${top + 24}" width="80" height="10" rx="5" fill="${p.ink}"/>`,
    `<rect x="${left + 30}" y="${top + 60}" width="130" height="16" rx="8" fill="${p.tint}" fill-opacity="0.55"/>`,
    `<rect x="${left + 30}" y="${top + 88}" width="90" height="26" rx="8" fill="${p.main}"/>`,
    `<path d="${line}" fill="none" stroke="${p.second}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    ...rows,
    `<rect x="${left + 30}" y="${top + height - 90}" width="${(width - 75) / 2}" height="48" rx="24" fill="${p.main}"/>`,
    `<rect x="${left + 45 + (width - 75) / 2}" y="${top + height - 90}" width="${(width - 75) / 2}" height="48" rx="24" fill="${p.second}"/>`,
    `<rect x="${cardX}" y="230" width="220" height="140" rx="22" fill="${p.main}"/>`,
    `<circle cx="${cardX + 46}" cy="276" r="18" fill="${p.tint}" fill-opacity="0.8"/>`,
    `<rect x="${cardX + 30}" y="318" width="150" height="12" rx="6" fill="${p.tint}" fill-opacity="0.6"/>`,
    `<rect x="${left - 260}" y="300" width="200" height="120" rx="22" fill="${p.second}" fill-opacity="0.85"/>`,
    `<rect x="${left - 236}" y="330" width="120" height="14" rx="7" fill="${p.ink}" fill-opacity="0.6"/>`,
    `<rect x="${left - 236}" y="360" width="80" height="24" rx="8" fill="${p.ink}" fill-opacity="0.8"/>`,
    sparkle(cardX + 240, 170, 24, p.tint, 0.8),
  ];
};

/** Awards: a trophy on a plinth under falling confetti. */
const trophy = (random, p) => {
  const cx = 600 + Math.round((random() - 0.5) * 120);
  const confetti = scatter(random, 28, { x: 40, y: 30, width: WIDTH - 80, height: 520 }, [{ x: cx - 230, y: 60, width: 460, height: 560 }]).map(([x, y], i) => {
    const colour = [p.main, p.second, p.tint][i % 3];
    return `<rect x="${n(x - 8)}" y="${n(y - 3)}" width="16" height="6" rx="2" fill="${colour}" fill-opacity="0.8" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})"/>`;
  });
  return [
    ...confetti,
    `<circle cx="${cx}" cy="250" r="190" fill="${p.tint}" fill-opacity="0.06"/>`,
    `<path d="M${cx - 120} 150h240v50c0 90 -60 150 -120 150s-120 -60 -120 -150z" fill="${p.main}"/>`,
    `<path d="M${cx - 120} 170c-70 0 -80 90 -10 120M${cx + 120} 170c70 0 80 90 10 120" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M${cx - 70} 170v40c0 50 30 90 70 100" fill="none" stroke="${p.tint}" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="${cx - 22}" y="345" width="44" height="70" fill="${p.main}"/>`,
    `<rect x="${cx - 90}" y="410" width="180" height="34" rx="8" fill="${p.second}"/>`,
    `<rect x="${cx - 130}" y="444" width="260" height="90" rx="10" fill="${p.ink}"/>`,
    `<rect x="${cx - 80}" y="476" width="160" height="18" rx="9" fill="${p.main}" fill-opacity="0.7"/>`,
    sparkle(cx + 170, 130, 30, p.tint, 0.85),
    sparkle(cx - 190, 220, 20, p.second, 0.9),
  ];
};

/** Education: an open book with a chart on one page and lines of text on the other, a pencil beside it. */
const openBook = (random, p) => {
  const cx = 560 + Math.round(random() * 80);
  const top = 150;
  const pageWidth = 290;
  const height = 330;
  const count = 8;
  let value = 0.2;
  const chart = Array.from({ length: count }, (_, i) => {
    value = Math.min(0.9, Math.max(0.1, value + (random() - 0.3) * 0.22));
    return `${i ? 'L' : 'M'}${n(cx - pageWidth + 40 + ((pageWidth - 80) * i) / (count - 1))} ${n(top + 250 - value * 170)}`;
  }).join('');
  const lines = Array.from({ length: 7 }, (_, i) => `<rect x="${cx + 36}" y="${top + 50 + i * 36}" width="${n(150 + random() * 70)}" height="12" rx="6" fill="${p.ink}" fill-opacity="${i === 0 ? 0.7 : 0.3}"/>`);
  return [
    `<ellipse cx="${cx}" cy="${top + height + 30}" rx="${pageWidth + 60}" ry="22" fill="${p.ink}" fill-opacity="0.4"/>`,
    `<path d="M${cx} ${top + 20}C${cx - 90} ${top - 10} ${cx - 200} ${top - 4} ${cx - pageWidth} ${top + 10}V${top + height}C${cx - 200} ${top + height - 14} ${cx - 90} ${top + height - 20} ${cx} ${top + height + 14}Z" fill="${p.tint}" fill-opacity="0.95"/>`,
    `<path d="M${cx} ${top + 20}C${cx + 90} ${top - 10} ${cx + 200} ${top - 4} ${cx + pageWidth} ${top + 10}V${top + height}C${cx + 200} ${top + height - 14} ${cx + 90} ${top + height - 20} ${cx} ${top + height + 14}Z" fill="${p.tint}" fill-opacity="0.88"/>`,
    `<line x1="${cx}" y1="${top + 20}" x2="${cx}" y2="${top + height + 14}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="4"/>`,
    `<path d="${chart}" fill="none" stroke="${p.main}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<line x1="${cx - pageWidth + 40}" x2="${cx - 40}" y1="${top + 262}" y2="${top + 262}" stroke="${p.ink}" stroke-opacity="0.3" stroke-width="3"/>`,
    ...lines,
    `<g transform="rotate(-35 ${cx + pageWidth + 90} ${top + 120})"><rect x="${cx + pageWidth + 70}" y="${top - 20}" width="36" height="260" rx="6" fill="${p.main}"/><path d="M${cx + pageWidth + 70} ${top + 240}h36l-18 40z" fill="${p.second}"/></g>`,
    sparkle(cx - pageWidth - 50, top + 20, 22, p.second, 0.9),
  ];
};

/**
 * Motifs by what an article is about (issue 26), so a cover says market, product, company or
 * education at a glance instead of the same dozen pictures for everything: market news draws
 * charts, product news the app, company news the city or an event, awards a trophy, lessons a
 * book or a class. Each seed item names its `art` (tools/seed/pages/articles.ts, CoverArt).
 */
const ART_MOTIFS = {
  market: [lineChart, candlesticks, bars, globe],
  product: [phoneApp, coinStacks, donut],
  company: [skyline, stage],
  award: [trophy],
  education: [openBook, presentation, speechBubbles],
};

/**
 * One cover: the motif and palette come from its position among the covers drawn from `motifs`,
 * the details from its path.
 */
export function coverSvg(path, index, motifs) {
  const random = randomFrom(hash(path));
  const motif = motifs[index % motifs.length];
  // Each pass through the motifs moves the palettes one step back (a step coprime with their
  // count), so no two covers of a list share both motif and palette, up to motifs × palettes
  // covers. With six motifs this is the original index + floor(index / 6) rule.
  const pass = Math.floor(index / motifs.length);
  const palette = PALETTES[((index % motifs.length) + pass * (PALETTES.length - 1)) % PALETTES.length];
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
// Book covers: portrait, a bound book's front with a spine, an emblem for the book's subject
// and a publisher mark; no text (the title is printed beside the cover on the page).
// ---------------------------------------------------------------------------------------------

const BOOK_WIDTH = 600;
const BOOK_HEIGHT = 800;
const SPINE = 44;
/** Horizontal centre of the front face (right of the spine). */
const FACE_X = (SPINE + BOOK_WIDTH) / 2;

/** Getting started: steps up to a flag. */
const staircase = (random, p) => {
  const steps = 5;
  const width = 78;
  const left = FACE_X - (steps * width) / 2;
  const base = 600;
  const tops = Array.from({ length: steps }, (_, i) => base - 70 - i * 64 - Math.round(random() * 14));
  const blocks = tops.map((top, i) => {
    const x = left + i * width;
    return `<rect x="${x}" y="${top}" width="${width - 6}" height="${base - top}" rx="6" fill="${p.second}" fill-opacity="${n(0.55 + i * 0.1)}"/><rect x="${x}" y="${top}" width="${width - 6}" height="10" rx="5" fill="${p.tint}" fill-opacity="0.5"/>`;
  });
  const path = tops.map((top, i) => `${i ? 'L' : 'M'}${n(left + i * width + (width - 6) / 2)} ${top - 22}`).join('');
  const poleX = left + (steps - 1) * width + (width - 6) / 2;
  const top = tops[steps - 1];
  return [
    `<line x1="${left - 30}" x2="${left + steps * width + 24}" y1="${base}" y2="${base}" stroke="${p.tint}" stroke-opacity="0.4" stroke-width="3"/>`,
    ...blocks,
    `<path d="${path}" fill="none" stroke="${p.tint}" stroke-opacity="0.85" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>`,
    `<line x1="${n(poleX)}" x2="${n(poleX)}" y1="${top}" y2="${top - 150}" stroke="${p.tint}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M${n(poleX + 2)} ${top - 150}L${n(poleX + 92)} ${top - 122}L${n(poleX + 2)} ${top - 94}Z" fill="${p.main}"/>`,
    sparkle(left + 20, 260, 20, p.main, 0.9),
  ];
};

/** Getting started in another market: routes across the globe. */
const bookGlobe = (random, p) => globeShapes(random, p, FACE_X, 410, 175);

/** Strategy: a portfolio split into slices. */
const portfolioRing = (random, p) => {
  const cy = 400;
  const outer = 180;
  const inner = 104;
  const weights = Array.from({ length: 4 + Math.floor(random() * 2) }, () => 0.5 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  const colours = [p.main, p.second, p.tint, p.ink];
  const opacities = [1, 0.9, 0.4, 0.85];
  const point = (radius, angle) => [FACE_X + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  let angle = -Math.PI / 2;
  const slices = weights.map((weight, i) => {
    const sweep = (weight / total) * Math.PI * 2;
    const end = angle + sweep - 0.04;
    const large = sweep > Math.PI ? 1 : 0;
    // The first slice stands out from the ring, as the core holding.
    const offset = i === 0 ? 16 : 0;
    const middle = angle + sweep / 2;
    const [dx, dy] = [offset * Math.cos(middle), offset * Math.sin(middle)];
    const [x1, y1] = point(outer, angle);
    const [x2, y2] = point(outer, end);
    const [x3, y3] = point(inner, end);
    const [x4, y4] = point(inner, angle);
    angle += sweep;
    return `<path d="M${n(x1 + dx)} ${n(y1 + dy)}A${outer} ${outer} 0 ${large} 1 ${n(x2 + dx)} ${n(y2 + dy)}L${n(x3 + dx)} ${n(y3 + dy)}A${inner} ${inner} 0 ${large} 0 ${n(x4 + dx)} ${n(y4 + dy)}Z" fill="${colours[i % colours.length]}" fill-opacity="${opacities[i % opacities.length]}"/>`;
  });
  return [
    `<circle cx="${FACE_X}" cy="${cy}" r="${outer + 36}" fill="none" stroke="${p.tint}" stroke-opacity="0.15" stroke-width="2" stroke-dasharray="4 10"/>`,
    ...slices,
    `<circle cx="${FACE_X}" cy="${cy}" r="${inner - 28}" fill="${p.tint}" fill-opacity="0.08"/>`,
    `<circle cx="${FACE_X}" cy="${cy}" r="14" fill="${p.main}"/>`,
  ];
};

/** Income: coin stacks with a sprout growing from the tallest. */
const growingCoins = (random, p) => {
  const base = 590;
  const stacks = [3, 6, 9].map((coins, i) => ({ x: FACE_X - 130 + i * 130, coins: coins + Math.floor(random() * 2) }));
  const shapes = stacks.flatMap(({ x, coins }) =>
    Array.from({ length: coins }, (_, c) => {
      const y = base - c * 22;
      return `<path d="M${x - 50} ${y}v12a50 15 0 0 0 100 0v-12Z" fill="${p.ink}" fill-opacity="0.9"/><ellipse cx="${x}" cy="${y}" rx="50" ry="15" fill="${c === coins - 1 ? p.main : p.second}"/>`;
    }),
  );
  const tallest = stacks[stacks.length - 1];
  const stemBottom = base - (tallest.coins - 1) * 22;
  const stemTop = stemBottom - 150;
  const x = tallest.x;
  return [
    `<ellipse cx="${FACE_X}" cy="${base + 24}" rx="230" ry="18" fill="${p.ink}" fill-opacity="0.35"/>`,
    ...shapes,
    `<path d="M${x} ${stemBottom}C${x - 10} ${stemBottom - 60} ${x + 12} ${stemTop + 50} ${x} ${stemTop}" fill="none" stroke="${p.second}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M${x - 2} ${stemTop + 60}C${x - 40} ${stemTop + 30} ${x - 90} ${stemTop + 40} ${x - 104} ${stemTop + 10}C${x - 70} ${stemTop - 10} ${x - 20} ${stemTop + 10} ${x - 2} ${stemTop + 60}Z" fill="${p.second}"/>`,
    `<path d="M${x + 2} ${stemTop + 24}C${x + 30} ${stemTop - 10} ${x + 80} ${stemTop - 14} ${x + 100} ${stemTop - 44}C${x + 56} ${stemTop - 56} ${x + 14} ${stemTop - 30} ${x + 2} ${stemTop + 24}Z" fill="${p.main}"/>`,
    sparkle(FACE_X - 150, 250, 22, p.tint, 0.8),
  ];
};

/** Options: the payoff of a call at expiry and its value before expiry. */
const optionPayoff = (random, p) => {
  const left = 124;
  const right = 524;
  const axisY = 470;
  const strike = 270 + Math.round(random() * 40);
  const floor = axisY + 50;
  const endY = 210 + Math.round(random() * 30);
  const slope = (floor - endY) / (right - strike);
  const breakEven = strike + (floor - axisY) / slope;
  return [
    `<rect x="${left - 28}" y="180" width="${right - left + 56}" height="440" rx="28" fill="${p.ink}" fill-opacity="0.35"/>`,
    `<path d="M${n(breakEven)} ${axisY}L${right} ${endY}L${right} ${axisY}Z" fill="${p.main}" fill-opacity="0.25"/>`,
    `<line x1="${left}" x2="${right}" y1="${axisY}" y2="${axisY}" stroke="${p.tint}" stroke-opacity="0.6" stroke-width="3"/>`,
    `<line x1="${left + 20}" x2="${left + 20}" y1="210" y2="590" stroke="${p.tint}" stroke-opacity="0.6" stroke-width="3"/>`,
    `<line x1="${strike}" x2="${strike}" y1="230" y2="590" stroke="${p.tint}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="8 10"/>`,
    `<path d="M${left + 20} ${floor - 6}C${strike - 40} ${floor - 10} ${strike + 10} ${floor - 60} ${right} ${endY - 34}" fill="none" stroke="${p.second}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M${left + 20} ${floor}L${strike} ${floor}L${right} ${endY}" fill="none" stroke="${p.main}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="${strike}" cy="${floor}" r="12" fill="${p.main}"/>`,
  ];
};

/** Margin and leverage: a small weight on a long arm lifting a heavy block. */
const lever = (random, p) => {
  const pivotX = 224;
  const pivotY = 500;
  const tilt = 10 + Math.round(random() * 6);
  const arrow = (x, fromY, toY) => {
    const head = fromY > toY ? 18 : -18;
    return `<path d="M${x} ${fromY}V${toY}M${x - 16} ${toY + head}L${x} ${toY}L${x + 16} ${toY + head}" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  };
  return [
    `<line x1="96" x2="552" y1="582" y2="582" stroke="${p.tint}" stroke-opacity="0.4" stroke-width="3"/>`,
    `<path d="M${pivotX} ${pivotY}L${pivotX + 62} 582L${pivotX - 62} 582Z" fill="${p.main}"/>`,
    // Drawn level, then tipped about the fulcrum: the long arm goes down, the block comes up.
    `<g transform="rotate(${tilt} ${pivotX} ${pivotY})">`,
    `<rect x="${pivotX - 144}" y="${pivotY - 14}" width="424" height="14" rx="7" fill="${p.tint}" fill-opacity="0.9"/>`,
    `<rect x="${pivotX - 140}" y="${pivotY - 144}" width="130" height="130" rx="12" fill="${p.second}"/>`,
    `<rect x="${pivotX - 140}" y="${pivotY - 144}" width="130" height="26" rx="12" fill="${p.tint}" fill-opacity="0.25"/>`,
    arrow(pivotX - 75, pivotY - 170, pivotY - 250),
    `<circle cx="${pivotX + 248}" cy="${pivotY - 44}" r="30" fill="${p.main}"/>`,
    arrow(pivotX + 248, pivotY - 180, pivotY - 96),
    '</g>',
    sparkle(480, 230, 20, p.tint, 0.8),
  ];
};

const BOOK_EMBLEMS = [staircase, bookGlobe, portfolioRing, growingCoins, optionPayoff, lever];

/** Emblems by book type (tools/seed/official/books.ts): the nth book of a type gets its nth emblem. */
const BOOK_EMBLEMS_BY_TYPE = {
  'getting-started': [staircase, bookGlobe],
  strategy: [portfolioRing, growingCoins],
  derivatives: [optionPayoff, lever],
};

/**
 * One book cover. `index` is the book's position in the list (it picks the palette);
 * `typeIndex` its position among books of the same type (it picks the emblem of that type).
 */
export function bookCoverSvg(path, index, type, typeIndex = 0) {
  const random = randomFrom(hash(path));
  const emblems = BOOK_EMBLEMS_BY_TYPE[type];
  const emblem = emblems ? emblems[typeIndex % emblems.length] : BOOK_EMBLEMS[index % BOOK_EMBLEMS.length];
  const palette = PALETTES[index % PALETTES.length];
  const decorations = Array.from({ length: 3 }, () => {
    const r = 90 + random() * 160;
    return `<circle cx="${n(SPINE + random() * (BOOK_WIDTH - SPINE))}" cy="${n(random() * BOOK_HEIGHT)}" r="${n(r)}" fill="${palette.tint}" fill-opacity="0.05"/>`;
  });
  const markY = 724;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOOK_WIDTH} ${BOOK_HEIGHT}" width="${BOOK_WIDTH}" height="${BOOK_HEIGHT}" aria-hidden="true">`,
    '<defs>',
    `<linearGradient id="background" x1="0" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    // Light catching the board where it bends at the spine.
    `<linearGradient id="hinge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${BOOK_WIDTH}" height="${BOOK_HEIGHT}" fill="url(#background)"/>`,
    ...decorations,
    `<rect x="104" y="76" width="96" height="12" rx="6" fill="${palette.main}"/>`,
    `<rect x="104" y="104" width="${BOOK_WIDTH - 104 - 60}" height="3" fill="${palette.tint}" fill-opacity="0.3"/>`,
    ...emblem(random, palette),
    `<rect x="104" y="${markY - 48}" width="${BOOK_WIDTH - 104 - 60}" height="3" fill="${palette.tint}" fill-opacity="0.3"/>`,
    `<circle cx="${FACE_X}" cy="${markY}" r="20" fill="none" stroke="${palette.tint}" stroke-opacity="0.7" stroke-width="3"/>`,
    `<path d="M${FACE_X - 12} ${markY + 3}q6 -8 12 0t12 0" fill="none" stroke="${palette.main}" stroke-width="4" stroke-linecap="round"/>`,
    `<rect width="${SPINE}" height="${BOOK_HEIGHT}" fill="${palette.ink}" fill-opacity="0.6"/>`,
    `<rect x="${SPINE}" width="18" height="${BOOK_HEIGHT}" fill="url(#hinge)"/>`,
    `<line x1="${SPINE + 20}" x2="${SPINE + 20}" y1="0" y2="${BOOK_HEIGHT}" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="2"/>`,
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

/** Landscape motifs per kind of official content, each list led by the ones made for that kind (news goes by its art). */
const OFFICIAL_MOTIFS = {
  promotions: [giftBox, discountBadge, coinStacks, bars, lineChart, donut],
  events: [stage, calendar, skyline, presentation, globe],
  talks: [presentation, speechBubbles, calendar, lineChart, candlesticks],
};

/** The covers of articles by their art: the nth cover of an art takes that art's nth motif (and palette). */
const writeArtCovers = async (items) => {
  const drawn = new Set();
  const countByArt = new Map();
  for (const item of items) {
    if (!item.coverImage || drawn.has(item.coverImage)) continue;
    const motifs = ART_MOTIFS[item.art];
    if (!motifs) throw new Error(`The cover ${item.coverImage} needs an art of ${Object.keys(ART_MOTIFS).join(', ')}; it has ${item.art}`);
    const index = countByArt.get(item.art) ?? 0;
    countByArt.set(item.art, index + 1);
    drawn.add(item.coverImage);
    await write(item.coverImage, coverSvg(item.coverImage, index, motifs));
  }
  return drawn.size;
};

/** The distinct cover paths of one kind, which must all live in that kind's folder. */
const coversOf = (kind, items) => {
  const folder = `/images/official/${kind}/`;
  const paths = [...new Set(items.map((item) => item.coverImage))];
  const stray = paths.find((path) => !path.startsWith(folder));
  if (stray) throw new Error(`The ${kind} cover ${stray} is not under ${folder}`);
  return paths;
};

async function writeOfficialCovers() {
  const { books, events, newsItems, promotions, talks } = await import('../seed/official/index.ts');
  const landscape = { promotions, events, talks };
  let count = 0;
  for (const [kind, items] of Object.entries(landscape)) {
    const paths = coversOf(kind, items);
    await Promise.all(paths.map((path, index) => write(path, coverSvg(path, index, OFFICIAL_MOTIFS[kind]))));
    count += paths.length;
  }
  coversOf('news', newsItems);
  count += await writeArtCovers(newsItems);
  const bookPaths = coversOf('books', books);
  const booksOfType = new Map();
  for (const [index, path] of bookPaths.entries()) {
    const { type } = books.find((book) => book.coverImage === path);
    const typeIndex = booksOfType.get(type) ?? 0;
    booksOfType.set(type, typeIndex + 1);
    await write(path, bookCoverSvg(path, index, type, typeIndex));
  }
  count += bookPaths.length;
  return count;
}

async function main() {
  const { MEDIA_RELEASES } = await import('../seed/pages/media.ts');
  const { BLOG_POSTS } = await import('../seed/pages/blog.ts');
  const { SPECIAL_COLUMNS, SPECIAL_ARTICLES } = await import('../seed/pages/specials.ts');
  const { BASE_CONFIG } = await import('../seed/pages/base-config.ts');

  const covers = await writeArtCovers([...MEDIA_RELEASES, ...BLOG_POSTS, ...SPECIAL_COLUMNS, ...SPECIAL_ARTICLES]);

  const { apk, qrCode } = BASE_CONFIG.appDownload;
  await write(qrCode, qrSvg(apk, { title: `QR code: ${apk}` }));
  const officialCount = await writeOfficialCovers();
  console.log(`Wrote ${covers} page cover images, ${qrCode} (${apk}) and ${officialCount} official cover images under ${PUBLIC_DIR}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
