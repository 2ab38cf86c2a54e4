import { crc32, deflateSync } from 'node:zlib';

/** An RGB image in memory. */
export interface Raster {
  width: number;
  height: number;
  /** RGB triples, row by row. */
  pixels: Uint8Array;
}

export const createRaster = (width: number, height: number): Raster => ({ width, height, pixels: new Uint8Array(width * height * 3) });

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes an RGB raster as PNG (8-bit truecolour, no filtering). */
export const encodePng = (raster: Raster): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowLength = raster.width * 3;
  const scanlines = Buffer.alloc((rowLength + 1) * raster.height);
  for (let y = 0; y < raster.height; y += 1) {
    scanlines[y * (rowLength + 1)] = 0; // filter: none
    Buffer.from(raster.pixels.buffer, raster.pixels.byteOffset + y * rowLength, rowLength).copy(scanlines, y * (rowLength + 1) + 1);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
};

export const pngDataUrl = (raster: Raster): string => `data:image/png;base64,${encodePng(raster).toString('base64')}`;
