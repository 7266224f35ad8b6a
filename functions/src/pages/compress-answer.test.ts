import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, compressAnswer } from './compress-answer';

const page = {
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=10' },
  body: `<html><body>${'<article class="card">Drill</article>'.repeat(200)}</body></html>`,
};

describe('compressAnswer', () => {
  it('gzips a page for a browser that accepts gzip (Chromium over http) and says so', () => {
    const answer = compressAnswer(page, 'gzip, deflate');
    expect(answer.headers['Content-Encoding']).toBe('gzip');
    expect(answer.headers.Vary).toBe('Accept-Encoding');
    expect(answer.headers['Cache-Control']).toBe(page.headers['Cache-Control']);
    expect(gunzipSync(answer.body as Buffer).toString()).toBe(page.body);
    expect((answer.body as Buffer).length).toBeLessThan(Buffer.byteLength(page.body) / 10);
  });

  it('prefers brotli when it is accepted', () => {
    const answer = compressAnswer(page, 'gzip, deflate, br, zstd');
    expect(answer.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body as Buffer).toString()).toBe(page.body);
  });

  it('leaves the page as it is when nothing is accepted, or an encoding is refused with q=0', () => {
    expect(compressAnswer(page, undefined)).toEqual({ ...page, headers: { ...page.headers, Vary: 'Accept-Encoding' } });
    expect(compressAnswer(page, 'br;q=0, gzip;q=0').headers['Content-Encoding']).toBeUndefined();
    expect(compressAnswer(page, 'br;q=0, gzip;q=0.5').headers['Content-Encoding']).toBe('gzip');
  });

  it('leaves a short answer uncompressed', () => {
    const short = { ...page, body: 'Method not allowed' };
    expect(compressAnswer(short, 'gzip').body).toBe('Method not allowed');
  });

  it('reads Accept-Encoding with spaces, case and parameters', () => {
    expect([...acceptedEncodings(' GZIP ;q=1.0, br; q=0 ,identity')]).toEqual(['gzip', 'identity']);
  });
});
