/**
 * Real image files for tests, made with Node's zlib: a PNG encoder (RGB, 8 bits, filter 0) and a
 * one-frame GIF. The bytes are genuine images a browser decodes, not just the right magic numbers.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  width: number;
  height: number;
  /** Colour of pixel (x, y) as [r, g, b]. */
  pixel: (x: number, y: number) => [number, number, number];
  /** 0 stores the pixels uncompressed, so the file size is predictable (about width*height*3). */
  level?: number;
}

export function makePng({ width, height, pixel, level = 9 }: PngOptions): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small avatar-like PNG: a diagonal gradient with a contrasting disc. */
export function smallPng(size = 64, hue: [number, number, number] = [63, 118, 255]): Buffer {
  const c = size / 2;
  return makePng({
    width: size,
    height: size,
    pixel: (x, y) => {
      const inDisc = (x - c) ** 2 + (y - c) ** 2 < (size / 3.2) ** 2;
      if (inDisc) return [255, 255, 255];
      const t = (x + y) / (2 * size);
      return [Math.round(hue[0] * (1 - t) + 20 * t), Math.round(hue[1] * (1 - t) + 20 * t), Math.round(hue[2] * (1 - t) + 40 * t)];
    },
  });
}

/** A PNG of at least `bytes` bytes: noise stored without compression (6 MB for the size check). */
export function largePng(bytes = 6 * 1024 * 1024): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 1;
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed & 255;
  };
  return makePng({ width: side, height: side, level: 0, pixel: () => [next(), next(), next()] });
}

/** A 1x1 GIF89a, the well-known smallest valid one (an image the upload dialog must refuse by format). */
export function tinyGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}
