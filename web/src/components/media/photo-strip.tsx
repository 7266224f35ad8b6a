// Photos in a row, small and square, cropped to fill (a return's photos, the photos to send with a request).
import { Box, Stack, type SxProps, type Theme } from '@mui/material';

export function PhotoStrip({
  photos,
  alt,
  size,
  sx,
}: {
  photos: readonly string[];
  /** Each photo's text for a screen reader. */
  alt: string;
  /** Width and height in pixels. */
  size: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {photos.map((photo) => (
        <Box key={photo} component="img" src={photo} alt={alt} sx={{ width: size, height: size, objectFit: 'cover' }} />
      ))}
    </Stack>
  );
}
