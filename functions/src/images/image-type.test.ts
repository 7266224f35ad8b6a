import { describe, expect, it } from 'vitest';
import { imageTypeOfName, newImageName } from './image-name';
import { sniffImageType } from './image-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('sniffImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n', 'rest'))?.contentType).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 'Exif'))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8L'))?.contentType).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes and truncated signatures', () => {
    for (const sample of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a'),
      bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '),
      bytes(0x89, 'PNG'),
      bytes(0xff, 0xd8),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(sample)).toBeNull();
    }
  });
});

describe('image names', () => {
  it("are made by the server and only such names, and their copies' names, are read back", () => {
    const name = newImageName({ extension: 'webp', contentType: 'image/webp' });
    expect(imageTypeOfName(name)?.contentType).toBe('image/webp');
    expect(imageTypeOfName(name.replace('.webp', '-800w.avif'))?.contentType).toBe('image/avif');
    expect(imageTypeOfName(name.replace('.webp', '-400w.webp'))?.contentType).toBe('image/webp');
    for (const forged of [name.replace('.webp', '-801w.avif'), name.replace('.webp', '-800w.png'), `x-800w.avif`]) {
      expect(imageTypeOfName(forged)).toBeNull();
    }
    for (const forged of ['../secret.png', 'x.png', `${name}/..`, name.replace('.webp', '.svg'), `${name}.png`]) {
      expect(imageTypeOfName(forged)).toBeNull();
    }
  });
});
