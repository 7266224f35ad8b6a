// Image uploads under attack: wrong magic bytes, a declared type that lies, oversized, empty, path
// tricks in the file name, anonymous, several files at once. Nothing lands in the image folder but a file the
// server named itself, holding real image bytes, served with its true type and nosniff.
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, IMAGE_MAX_BYTES } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { shopUrl } from '../support/emulators';
import { api } from '../support/api';
import { makeEncoded, makePng, uploadForm } from '../api/helpers/images';
import { changedPaths, takeSnapshot } from './support/firestore-snapshot';
import { recordFigures } from './support/figures';

const SERVER_NAME = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
const imageDir = process.env.TOOLSHOP_IMAGE_DIR ?? '';
const text = (value: string) => new TextEncoder().encode(value);

let uploader: TestAccount;
beforeAll(async () => {
  uploader = await createAccount();
});

const upload = (form: FormData | string, options: { token?: string | null; contentType?: string } = {}) =>
  api('POST', '/images', {
    token: options.token === null ? undefined : (options.token ?? uploader.token),
    body: form,
    headers: options.contentType ? { 'content-type': options.contentType } : {},
  });

describe('uploads that must be refused', () => {
  it('wrong bytes under image names and types, empty, oversized, no file, anonymous: refused, nothing stored', async () => {
    const before = await takeSnapshot();
    const cases: [string, () => Promise<{ status: number; body: any }>, number][] = [
      [
        'HTML named a.png, declared image/png',
        () => upload(uploadForm(text('<html><script>alert(1)</script></html>'), 'a.png', 'image/png')),
        400,
      ],
      [
        'SVG with a script, declared image/svg+xml',
        () =>
          upload(
            uploadForm(text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.svg', 'image/svg+xml'),
          ),
        400,
      ],
      [
        'GIF bytes, declared image/png',
        () => upload(uploadForm(text('GIF89a\x01\x00\x01\x00'), 'a.png', 'image/png')),
        400,
      ],
      ['PDF bytes, declared image/jpeg', () => upload(uploadForm(text('%PDF-1.7\n'), 'a.jpg', 'image/jpeg')), 400],
      ['PNG signature cut short', () => upload(uploadForm(makePng().subarray(0, 7), 'a.png', 'image/png')), 400],
      [
        'RIFF that is not WebP',
        () => upload(uploadForm(text('RIFF\x10\x00\x00\x00WAVEfmt '), 'a.webp', 'image/webp')),
        400,
      ],
      ['empty file', () => upload(uploadForm(new Uint8Array(0), 'a.png', 'image/png')), 400],
      [
        'no file, only a text field',
        () =>
          upload(
            (() => {
              const f = new FormData();
              f.append('image', 'not a file');
              return f;
            })(),
          ),
        400,
      ],
      ['the image under another field name', () => upload(uploadForm(makePng(), 'a.png', 'image/png', 'file')), 400],
      ['multipart without a boundary', () => upload('--x\r\n\r\n', { contentType: 'multipart/form-data' }), 400],
      [
        'raw PNG bytes, not multipart',
        () =>
          api('POST', '/images', {
            token: uploader.token,
            body: new Uint8Array(makePng()),
            headers: { 'content-type': 'image/png' },
          }),
        400,
      ],
      [
        '5 MB + 1 byte of PNG',
        () =>
          upload(
            uploadForm(
              Buffer.concat([makePng(), Buffer.alloc(IMAGE_MAX_BYTES + 1 - makePng().length)]),
              'big.png',
              'image/png',
            ),
          ),
        413,
      ],
      [
        '12 MB of PNG',
        () => upload(uploadForm(Buffer.concat([makePng(), Buffer.alloc(12 * 1024 * 1024)]), 'huge.png', 'image/png')),
        413,
      ],
      ['anonymous, a real PNG', () => upload(uploadForm(makePng(), 'a.png', 'image/png'), { token: null }), 401],
      [
        'forged token, a real PNG',
        () => upload(uploadForm(makePng(), 'a.png', 'image/png'), { token: 'eyJhbGciOiJub25lIn0.e30.' }),
        401,
      ],
    ];
    const wrong: string[] = [];
    for (const [name, send, expected] of cases) {
      const { status, body } = await send();
      if (status !== expected || typeof body?.message !== 'string')
        wrong.push(`${name}: ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    const changes = changedPaths(before, await takeSnapshot());
    recordFigures('uploads', 'refused', {
      tried: cases.length,
      refused: cases.length - wrong.length,
      wrong,
      changes: changes.length,
    });
    expect(wrong).toEqual([]);
    expect(changes).toEqual([]);
  }, 120_000);
});

describe('uploads that may pass, safely', () => {
  it('path tricks in the file name never reach the disk: the server names the file', async () => {
    const names = [
      '../../../../tmp/evil.png',
      '..\\..\\evil.png',
      '/etc/passwd',
      'a/b/c.png',
      '%2e%2e%2fevil.png',
      'evil.png\u0000.html',
      '.htaccess',
      'x'.repeat(300) + '.png',
      '<script>.png',
    ];
    const urls: string[] = [];
    for (const name of names) {
      const { status, body } = await upload(uploadForm(makePng(), name, 'image/png'));
      // A name the multipart parser cannot read (a NUL byte) may be refused; anything stored is named by us.
      expect([200, 400], name).toContain(status);
      if (status === 200) urls.push(body.data.url);
    }
    for (const url of urls) expect(url).toMatch(SERVER_NAME);
    if (imageDir)
      for (const file of readdirSync(imageDir))
        expect(file).toMatch(/^[0-9a-f-]{36}(\.(png|jpg|webp)|-\d+w\.(avif|webp))$/);
    expect(urls.length).toBeGreaterThanOrEqual(names.length - 1);
    recordFigures('uploads', 'file-name tricks', {
      tried: names.length,
      storedUnderServerNames: urls.length,
      refused: names.length - urls.length,
    });
  });

  it('a declared type that lies is ignored: JPEG bytes sent as image/png are stored and served as JPEG, nosniff', async () => {
    const { status, body } = await upload(uploadForm(await makeEncoded('jpeg'), 'photo.png', 'image/png'));
    expect(status).toBe(200);
    expect(body.data.url).toMatch(/\.jpg$/);
    const served = await fetch(`${shopUrl}${body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a PNG carrying a script after its signature is served as image/png with nosniff, never as a page', async () => {
    const polyglot = Buffer.concat([makePng(), text('<html><script>alert(1)</script></html>')]);
    const { status, body } = await upload(uploadForm(polyglot, 'polyglot.html', 'text/html'));
    expect(status).toBe(200);
    const served = await fetch(`${shopUrl}${body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reading a stored image by a path that leaves the folder is a 404', async () => {
    for (const path of [
      '/images/..%2f..%2fpackage.json',
      '/images/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/images/..%5c..%5cpackage.json',
      '/images/package.json',
    ]) {
      const { status, body } = await api('GET', path);
      expect(status, path).toBe(404);
      expect(JSON.stringify(body)).not.toContain('toolshop');
    }
    expect(apiMessages.imageType).toBeTruthy();
  });
});
