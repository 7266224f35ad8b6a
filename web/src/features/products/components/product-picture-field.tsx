// The product's picture: an image address typed in, or a file uploaded through POST /api/images whose address
// then fills the field. The preview shows whatever address the field holds.
import { useId, useRef, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { apiMessages, IMAGE_MAX_BYTES, isImageUrl, toastMessages, type ProductInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../lib/toast';
import { uploadImage, UPLOAD_IMAGE_TYPES } from '../../../lib/upload-image';
import { useApiMutation } from '../../../lib/use-api-mutation';

export function ProductPictureField({ control }: { control: Control<ProductInput> }) {
  const { field } = useController({ control, name: 'picture' });
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const toast = useToast();
  const { run: upload, pending } = useApiMutation(uploadImage, { success: toastMessages.pictureUploaded });
  const picture = typeof field.value === 'string' ? field.value.trim() : '';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return toast.error(apiMessages.imageType);
    if (file.size > IMAGE_MAX_BYTES) return toast.error(apiMessages.imageTooLarge);
    const result = await upload(file);
    if (result.ok) field.onChange(result.data);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <FormTextField
          control={control}
          name="picture"
          fullWidth
          required
          label="Picture url"
          type="url"
          placeholder="https://..."
          helperText="An https address, or upload a PNG, JPEG or WebP file (at most 5 MB)"
        />
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          hidden
          onChange={onFile}
          aria-label="Picture file"
        />
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <UploadIcon />}
          disabled={pending}
          onClick={() => fileInput.current?.click()}
        >
          Upload picture
        </Button>
      </Box>
      {isImageUrl(picture) && (
        <Box
          component="img"
          src={picture}
          alt="Picture preview"
          width={120}
          height={90}
          sx={{ objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      )}
    </Stack>
  );
}
