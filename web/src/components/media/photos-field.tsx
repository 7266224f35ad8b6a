// The photos a customer sends with a request (a return, a warranty claim): the upload button (POST /images), the
// photos uploaded so far and how many may go.
import { Box, Typography } from '@mui/material';
import { PhotoStrip } from './photo-strip';
import { PhotoUploadButton } from './photo-upload-button';

export function PhotosField({
  photos,
  max,
  onAdd,
  onBusy,
}: {
  photos: readonly string[];
  max: number;
  onAdd: (url: string) => void;
  /** While a photo uploads the request waits for it. */
  onBusy: (busy: boolean) => void;
}) {
  return (
    <Box>
      <PhotoUploadButton label="Add a photo" disabled={photos.length >= max} onBusy={onBusy} onUploaded={onAdd} />
      {photos.length > 0 && <PhotoStrip photos={photos} alt="Photo to send" size={56} sx={{ mt: 1 }} />}
      <Typography variant="caption" component="div">
        Up to {max} photos of what is wrong.
      </Typography>
    </Box>
  );
}
