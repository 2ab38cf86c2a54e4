import { crc32, deflateSync } from 'node:zlib';

/** An RGB or RGBA image in memory. */
export interface Raster {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA, for shapes that are not rectangles). */
  channels: 3 | 4;
  /** Channel values, pixel by pixel, row by row. */
  pixels: Uint8Array;
}

export const createRaster = (width: number, height: number, channels: 3 | 4 = 3): Raster => ({ width, height, channels, pixels: new Uint8Array(width * height * channels) });

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes a raster as PNG (8-bit truecolour, with alpha for RGBA, no filtering). */
export const encodePng = (raster: Raster): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8; // bit depth
  header[9] = raster.channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  const rowLength = raster.width * raster.channels;
  const scanlines = Buffer.alloc((rowLength + 1) * raster.height);
  for (let y = 0; y < raster.height; y += 1) {
    scanlines[y * (rowLength + 1)] = 0; // filter: none
    Buffer.from(raster.pixels.buffer, raster.pixels.byteOffset + y * rowLength, rowLength).copy(scanlines, y * (rowLength + 1) + 1);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
};

export const pngDataUrl = (raster: Raster): string => `data:image/png;base64,${encodePng(raster).toString('base64')}`;
