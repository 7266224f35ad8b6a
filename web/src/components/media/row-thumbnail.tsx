// A product's small picture at the head of a list's row (decorative: the row names the product beside it). `sx`
// adds to its own style, as a row that narrows it on a phone does.
import { Box, type SxProps, type Theme } from '@mui/material';

export function RowThumbnail({ src, sx = [] }: { src: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={56}
      height={40}
      sx={[{ objectFit: 'contain', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
