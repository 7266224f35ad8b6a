// A page carries its markup, its styles and the data it was rendered with, about 110 kB of text for the home page.
// Hosting passes a function's answer on as the function wrote it (its emulator compresses only static files), so
// the page is compressed here, for the encodings the browser accepts; the CDN keeps one copy per encoding (Vary).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageAnswer } from './serve-page';

export interface EncodedAnswer extends Omit<PageAnswer, 'body'> {
  body: string | Buffer;
}

/** Smaller than this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

/** The encodings `acceptEncoding` allows (a zero quality refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

export function compressAnswer(answer: PageAnswer, acceptEncoding: string | undefined): EncodedAnswer {
  const headers = { ...answer.headers, Vary: 'Accept-Encoding' };
  if (Buffer.byteLength(answer.body) < MIN_BYTES) return { ...answer, headers };
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) {
    // Quality 5: most of brotli's gain at a few milliseconds for a page (11 would take over 100 ms).
    const body = brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { ...answer, headers: { ...headers, 'Content-Encoding': 'br' }, body };
  }
  if (accepted.has('gzip'))
    return { ...answer, headers: { ...headers, 'Content-Encoding': 'gzip' }, body: gzipSync(answer.body) };
  return { ...answer, headers };
}
