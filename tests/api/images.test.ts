import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiMessages, IMAGE_MAX_BYTES, PICTURE_VARIANTS, pictureVariantUrl } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { makeEncoded, makePng, uploadForm } from './helpers/images';

const UPLOADED_URL = /^\/api\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

let customer: TestAccount;
beforeAll(async () => {
  customer = await createAccount();
});

const upload = (form: FormData, as: 'customer' | 'anonymous' = 'customer') =>
  api('POST', '/images', { token: as === 'customer' ? customer.token : undefined, body: form });

describe('POST /api/images', () => {
  it('accepts a real PNG and serves it back byte for byte, with its type and a long cache', async () => {
    const png = makePng(16, 9);
    const { status, body } = await upload(uploadForm(png, 'photo.png', 'image/png'));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { url: expect.stringMatching(UPLOADED_URL) } });

    const served = await fetch(`${shopUrl}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // The answer is usable as a review picture as it is.
    const review = await api('POST', '/review', {
      token: customer.token,
      body: { picture: body.data.url, rating: 5, description: 'Uploaded my own photo.' },
    });
    expect(review.status).toBe(201);
  });

  it('goes by the bytes, not the declared type or name: JPEG and WebP bytes are accepted as such', async () => {
    const jpeg = await makeEncoded('jpeg');
    const webp = await makeEncoded('webp');
    const asJpeg = await upload(uploadForm(jpeg, 'notes.txt', 'text/plain'));
    expect(asJpeg.body.data.url).toMatch(/\.jpg$/);
    const asWebp = await upload(uploadForm(webp, 'image.png', 'image/png'));
    expect(asWebp.body.data.url).toMatch(/\.webp$/);
    expect((await fetch(`${shopUrl}${asWebp.body.data.url}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses bytes that start like a JPEG but do not decode as an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const { status, body } = await upload(uploadForm(fake, 'photo.jpg', 'image/jpeg'));
    expect(status).toBe(400);
    expect(body).toEqual({ message: apiMessages.imageType, errors: { image: apiMessages.imageType } });
  });

  it('stores AVIF and WebP copies at every width beside the original, under names that never change', async () => {
    const { body } = await upload(uploadForm(makePng(1000, 650), 'wide.png', 'image/png'));
    for (const variant of PICTURE_VARIANTS) {
      const url = pictureVariantUrl(body.data.url, variant)!;
      const served = await fetch(`${shopUrl}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const { width, format } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(format === 'heif' ? 'avif' : format).toBe(variant.format);
      // Never enlarged: the 1200 px copy of a 1000 px picture stays 1000 px wide.
      expect(width).toBe(Math.min(variant.width, 1000));
    }
  });

  it('refuses a text file named .png', async () => {
    const { status, body } = await upload(
      uploadForm(Buffer.from('<svg onload="alert(1)">not an image</svg>'), 'evil.png', 'image/png'),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: apiMessages.imageType, errors: { image: apiMessages.imageType } });
  });

  it('refuses a 6 MB file', async () => {
    const big = Buffer.concat([makePng(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const { status, body } = await upload(uploadForm(big, 'big.png', 'image/png'));
    expect(status).toBe(413);
    expect(body.message).toBe(apiMessages.imageTooLarge);
  });

  it('refuses a file just over 5 MB that still fits the request cap', async () => {
    const justOver = Buffer.concat([makePng(), Buffer.alloc(IMAGE_MAX_BYTES + 10 - makePng().length)]);
    const { status } = await upload(uploadForm(justOver, 'over.png', 'image/png'));
    expect(status).toBe(413);
  });

  it('refuses anonymous uploads', async () => {
    const { status, body } = await upload(uploadForm(makePng(), 'photo.png', 'image/png'), 'anonymous');
    expect(status).toBe(401);
    expect(body.message).toBe(apiMessages.unauthenticated);
  });

  it('wants the file in the field `image`', async () => {
    expect((await upload(uploadForm(makePng(), 'photo.png', 'image/png', 'file'))).body).toMatchObject({
      message: apiMessages.imageMissing,
    });
    expect(
      (await api('POST', '/images', { token: customer.token, body: { image: 'data:image/png;base64,AAAA' } })).status,
    ).toBe(400);
  });
});

describe('GET /api/images/{name}', () => {
  it('answers 404 for names it never made', async () => {
    for (const name of ['00000000-0000-0000-0000-000000000000.png', 'passwd', '..%2F..%2Fpackage.json', 'x.svg']) {
      expect((await api('GET', `/images/${name}`)).status).toBe(404);
    }
  });
});
