// A product picture as every page shows it: the pipeline's AVIF and WebP copies (domain/src/products/picture-variants.ts)
// in a <picture> with srcset and sizes, so a phone fetches a copy its width needs; the original for any picture
// without copies. Its width and height keep the 20:13 frame reserved before the bytes arrive (no layout shift).
import { styled } from '@mui/material';
import { PICTURE_VARIANT_FORMATS, pictureSrcSet } from '@toolshop/domain';

export const PICTURE_FRAME_WIDTH = 400;
export const PICTURE_FRAME_HEIGHT = 260;

// Styled elements rather than Box: Box reads `width` and `height` as style props, and the <img> needs them as
// attributes (the frame a browser reserves before the bytes arrive).
const Img = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${PICTURE_FRAME_WIDTH} / ${PICTURE_FRAME_HEIGHT}`,
  objectFit: 'contain',
  backgroundColor: theme.palette.grey[100],
}));
const Picture = styled('picture')({ display: 'block' });

interface ProductPictureProps {
  src: string;
  alt: string;
  /** How wide the picture is shown at each viewport width: the browser picks the copy from it. */
  sizes: string;
  /**
   * The picture likely to be the page's largest paint: fetched first and at once. The others are fetched when scrolled
   * near and at low priority, so that the ones a phone's first screen shows (which Chromium would raise to high) do
   * not share the connection with it.
   */
  priority?: boolean;
}

export function ProductPicture({ src, alt, sizes, priority = false }: ProductPictureProps) {
  const image = (
    <Img
      src={src}
      alt={alt}
      width={PICTURE_FRAME_WIDTH}
      height={PICTURE_FRAME_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? undefined : 'async'}
    />
  );
  const sources = PICTURE_VARIANT_FORMATS.map((format) => ({ format, srcSet: pictureSrcSet(src, format) }));
  if (sources.some(({ srcSet }) => !srcSet)) return image;
  return (
    <Picture>
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet!} sizes={sizes} />
      ))}
      {image}
    </Picture>
  );
}
