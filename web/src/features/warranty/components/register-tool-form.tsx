// "Register a tool" on My tools: the serial number; for a tool the shop did not ship to this customer also the
// product, the purchase date and a photo of the receipt (those wait for an admin's confirmation). The fields are
// checked by the domain's schema of POST /registrations; the server's refusals land on their fields or as a toast.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { registrationRequestSchema, type Registration, type RegistrationRequest } from '@toolshop/domain';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCatalogue } from '../../products';
import { registerTool } from '../api/warranty-api';
import { PhotoUploadButton } from '../../../components/media/photo-upload-button';

type Values = { serial: string; productId: string; purchasedAt: string; receipt: string };
const EMPTY: Values = { serial: '', productId: '', purchasedAt: '', receipt: '' };
const FIELDS = ['serial', 'productId', 'purchasedAt', 'receipt'] as const;

/** The form holds '' for a field left empty; the request leaves it out. */
const asRequest = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as RegistrationRequest;

const schemaResolver = zodResolver(registrationRequestSchema);
const resolver: Resolver<Values> = (values, context, options) =>
  schemaResolver(asRequest(values), context, options as never) as never;

export function RegisterToolForm({ onRegistered }: { onRegistered: (registration: Registration) => void }) {
  const { products } = useCatalogue();
  const tools = products
    .filter((product) => product.serialPattern)
    .map((product) => ({ value: product._id, label: product.name }));
  const { control, handleSubmit, setError, setValue, watch, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: EMPTY,
  });
  const receipt = watch('receipt');
  const send = useApiMutation(registerTool, {
    success: (registration) =>
      registration.status === 'registered'
        ? `${registration.productName} is registered`
        : `${registration.productName} is registered: we confirm it once we have checked the receipt`,
  });
  const submit = handleSubmit(async (values) => {
    const result = await send.run(asRequest(values));
    if (result.ok) {
      reset(EMPTY);
      onRegistered(result.data);
    } else applyServerErrors(result.error, setError, FIELDS);
  });

  return (
    <Paper component="section" aria-labelledby="register-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="register-title" variant="h6" component="h2" gutterBottom>
        Register a tool
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="serial"
            label="Serial number"
            helperText="On the tool's rating plate, e.g. DD18-BL13-00000001"
          />
          <Typography variant="body2">
            Bought somewhere else? Also tell us which tool it is, when you bought it and add a photo of the receipt: we
            confirm it once we have checked.
          </Typography>
          <FormSelectField control={control} name="productId" label="Tool (if bought elsewhere)" options={tools} />
          <FormDateField control={control} name="purchasedAt" label="Purchase date (if bought elsewhere)" />
          <Box>
            <PhotoUploadButton
              label={receipt ? 'Replace the receipt photo' : 'Add a receipt photo'}
              onUploaded={(url) => setValue('receipt', url, { shouldValidate: formState.isSubmitted })}
            />
            {receipt && (
              <Box component="img" src={receipt} alt="Receipt to send" sx={{ ml: 1, width: 56, height: 56 }} />
            )}
            {formState.errors.receipt && (
              <Typography variant="caption" color="error" component="p" role="alert">
                {formState.errors.receipt.message}
              </Typography>
            )}
          </Box>
          <Box>
            <SubmitButton pending={send.pending}>Register</SubmitButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
