// A post's cover image: a picked file goes to POST /images at once and its address becomes the value; Remove cover
// empties it. An upload's refusal (type, size), or the server's word on the saved cover, shows under the buttons.
import { Alert, Box, Button, Stack } from '@mui/material';
import { uploadImage, UPLOAD_IMAGE_TYPES } from '../../../lib/upload-image';

export function CoverImageField({
  value,
  onChange,
  error,
  setError,
}: {
  value: string;
  onChange: (address: string) => void;
  error: string | undefined;
  setError: (message: string | undefined) => void;
}) {
  const change = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    uploadImage(file).then(onChange, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'The image could not be uploaded.'),
    );
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label">
          {value ? 'Change cover image' : 'Add cover image'}
          <input
            hidden
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            onChange={(event) => change(event.target.files?.[0])}
          />
        </Button>
        {value && (
          <Button onClick={() => onChange('')} color="inherit">
            Remove cover
          </Button>
        )}
      </Stack>
      {value && <Box component="img" src={value} alt="Cover image" sx={{ mt: 1, maxWidth: 320, display: 'block' }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
