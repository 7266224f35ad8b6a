// "Make a warranty claim" on a registered tool (My tools): what is wrong, when it happened, photos. Checked by the
// domain's schema of POST /claims; the server checks the tool's warranty again and its refusal shows as a toast.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { CLAIM_PHOTOS_MAX, claimRequestSchema, type Registration } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { PhotosField } from '../../../components/media/photos-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyServerErrors } from '../../../lib/form-errors';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { submitClaim } from '../api/warranty-api';

type Values = { registrationId: string; description: string; occurredAt: string; photos: string[] };

const resolver = zodResolver(claimRequestSchema) as unknown as Resolver<Values>;

export function ClaimDialog({ registration, onClose, onDone }: { registration: Registration } & RowDialogProps) {
  const { control, handleSubmit, setError, setValue, watch } = useForm<Values>({
    resolver,
    defaultValues: { registrationId: registration._id, description: '', occurredAt: '', photos: [] },
  });
  const photos = watch('photos');
  const [uploading, setUploading] = useState(false);
  const send = useApiMutation(submitClaim, { success: 'Your warranty claim is sent' });
  const submit = handleSubmit(async (values) => {
    const result = await send.run(values);
    if (result.ok) onDone();
    else applyServerErrors(result.error, setError, ['description', 'occurredAt', 'photos']);
  });
  return (
    <FormDialog
      title={`Warranty claim: ${registration.productName}`}
      confirmLabel="Send the claim"
      pending={send.pending || uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">Serial number {registration.serial}</Typography>
      <FormTextField control={control} name="description" label="What is wrong" multiline minRows={3} />
      <FormDateField control={control} name="occurredAt" label="When it happened" />
      <PhotosField
        photos={photos}
        max={CLAIM_PHOTOS_MAX}
        onAdd={(url) => setValue('photos', [...photos, url])}
        onBusy={setUploading}
      />
    </FormDialog>
  );
}
