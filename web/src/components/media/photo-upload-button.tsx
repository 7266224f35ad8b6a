// A photo uploaded through POST /images for a form field that holds its address (a receipt, a claim's photos).
import { useState, type ChangeEvent } from 'react';
import { Button } from '@mui/material';
import { uploadImage, UPLOAD_IMAGE_TYPES } from '../../lib/upload-image';
import { useToast } from '../../lib/toast';

export function PhotoUploadButton({
  label,
  disabled = false,
  onUploaded,
  onBusy,
}: {
  label: string;
  disabled?: boolean;
  onUploaded: (url: string) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const busy = (value: boolean) => {
    setUploading(value);
    onBusy?.(value);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    busy(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      busy(false);
    }
  };
  return (
    <Button component="label" variant="outlined" size="small" disabled={disabled || uploading}>
      {uploading ? 'Uploading…' : label}
      <input hidden type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} onChange={upload} />
    </Button>
  );
}
