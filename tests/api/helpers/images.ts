// Real image bytes for upload tests.
import { deflateSync } from 'node:zlib';
import { api } from '../../support/api';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
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

/** A valid RGB PNG of the given size, filled with one colour. */
export function makePng(width = 4, height = 4, rgb: [number, number, number] = [230, 120, 20]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A form with one file under `field` (default `image`, the old image host's field). */
export function uploadForm(bytes: Uint8Array, fileName: string, type: string, field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** Uploads a small PNG as `token` and answers the URL the shop issued for it (a valid review picture). */
export async function uploadedImageUrl(token: string): Promise<string> {
  const { status, body } = await api('POST', '/images', {
    token,
    body: uploadForm(makePng(), 'review.png', 'image/png'),
  });
  if (status !== 200) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
  return body.data.url as string;
}

/** A real JPEG or WebP of the given size (the API decodes every upload to make its resized copies). */
export function makeEncoded(format: 'jpeg' | 'webp', width = 16, height = 9): Promise<Buffer> {
  return sharp(makePng(width, height)).toFormat(format).toBuffer();
}
