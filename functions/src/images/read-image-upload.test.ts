import { describe, expect, it } from 'vitest';
import { apiMessages, IMAGE_MAX_BYTES } from '@toolshop/domain';
import { readImageUpload } from './read-image-upload';

const BOUNDARY = 'toolshopboundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipart(parts: { field: string; fileName?: string; content: Buffer }[]): Buffer {
  const chunks = parts.flatMap(({ field, fileName, content }) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${fileName ? `; filename="${fileName}"` : ''}\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

describe('readImageUpload', () => {
  it('answers the bytes of the file in the field `image`, whatever comes around it', async () => {
    const image = Buffer.from([1, 2, 3, 4, 5]);
    const body = multipart([
      { field: 'note', content: Buffer.from('hello') },
      { field: 'other', fileName: 'a.bin', content: Buffer.from('ignored') },
      { field: 'image', fileName: 'x.png', content: image },
    ]);
    expect((await readImageUpload(headers, body)).equals(image)).toBe(true);
  });

  it('refuses a missing field, an empty file, a body that is not multipart and no body', async () => {
    await expect(readImageUpload(headers, multipart([{ field: 'file', fileName: 'x.png', content: Buffer.from('x') }]))).rejects.toMatchObject({ status: 400, message: apiMessages.imageMissing });
    await expect(readImageUpload(headers, multipart([{ field: 'image', fileName: 'x.png', content: Buffer.alloc(0) }]))).rejects.toMatchObject({ status: 400 });
    await expect(readImageUpload({ 'content-type': 'application/json' }, Buffer.from('{}'))).rejects.toMatchObject({ status: 400 });
    await expect(readImageUpload(headers, undefined)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const body = multipart([{ field: 'image', fileName: 'big.png', content: Buffer.alloc(IMAGE_MAX_BYTES + 1) }]);
    await expect(readImageUpload(headers, body)).rejects.toMatchObject({ status: 413, message: apiMessages.imageTooLarge });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const body = multipart([{ field: 'image', fileName: 'max.png', content: Buffer.alloc(IMAGE_MAX_BYTES, 7) }]);
    expect((await readImageUpload(headers, body)).length).toBe(IMAGE_MAX_BYTES);
  });
});
