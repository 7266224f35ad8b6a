// Reads the multipart field `image` out of a body Cloud Functions has already buffered (req.rawBody):
// the old image host's upload contract. Only the first file of that field counts; other parts are drained.
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { apiMessages, IMAGE_MAX_BYTES } from '@toolshop/domain';
import { Refusal, invalid, tooLarge } from '../platform/refusal';

export const IMAGE_FIELD = 'image';

const missing = () => invalid(apiMessages.imageMissing, { [IMAGE_FIELD]: apiMessages.imageMissing });
const imageTooLarge = () => tooLarge(apiMessages.imageTooLarge, { [IMAGE_FIELD]: apiMessages.imageTooLarge });

export function readImageUpload(headers: IncomingHttpHeaders, rawBody: Buffer | undefined): Promise<Buffer> {
  if (!rawBody?.length) return Promise.reject(missing());
  let parser: busboy.Busboy;
  try {
    // busboy reports 'limit' on reaching fileSize, so one byte more lets an image of exactly 5 MB through.
    parser = busboy({ headers, limits: { files: 5, fileSize: IMAGE_MAX_BYTES + 1, fields: 20, parts: 30 } });
  } catch {
    // Not multipart/form-data, or no boundary.
    return Promise.reject(missing());
  }
  return new Promise((resolve, reject) => {
    let image: Buffer | null = null;
    let failure: Refusal | null = null;
    parser.on('file', (field, stream) => {
      if (field !== IMAGE_FIELD || image || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = imageTooLarge();
      });
      stream.on('end', () => {
        if (!failure) image = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(missing()));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!image?.length) reject(missing());
      else resolve(image);
    });
    parser.end(rawBody);
  });
}
