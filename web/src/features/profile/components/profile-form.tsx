import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, TextField } from '@mui/material';
import { profileSchema, type ProfileInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = [
  { name: 'education', label: 'Education', autoComplete: 'off' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'number', label: 'Number', autoComplete: 'tel' },
  { name: 'linkedin', label: 'LinkedIn', autoComplete: 'url' },
] as const;

export function ProfileForm({ name, email, initial }: { name: string; email: string; initial: ProfileInput }) {
  const { run, pending } = useUpdateProfile();
  const { control, handleSubmit, setError, reset } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (profile) => {
    const result = await run({ email, profile });
    if (result.ok) reset(profile);
    else
      applyServerErrors(
        result.error,
        setError,
        FIELDS.map((field) => field.name),
      );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="My profile">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Name"
            value={name}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="From your account"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Email"
            value={email}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="From your account"
          />
        </Grid>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={field.name}
              fullWidth
              label={field.label}
              autoComplete={field.autoComplete}
            />
          </Grid>
        ))}
      </Grid>
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        Update Profile
      </SubmitButton>
    </Box>
  );
}
