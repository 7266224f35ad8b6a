import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Link, TextField } from '@mui/material';
import { isHttpsUrl, profileMessages, profileSchema, sameProfile, type ProfileInput } from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = [
  { name: 'education', label: 'Education', autoComplete: 'off' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'number', label: 'Number', autoComplete: 'tel' },
  { name: 'linkedin', label: 'LinkedIn', autoComplete: 'url' },
] as const;

export function ProfileForm({ name, email, initial }: { name: string; email: string; initial: ProfileInput }) {
  const { run, pending } = useUpdateProfile();
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const { control, handleSubmit, setError, reset } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (profile) => {
    // An unchanged form is not an update: nothing is sent, and the page says so.
    if (sameProfile(profile, saved)) {
      toast.info(profileMessages.unchanged);
      return;
    }
    const result = await run({ email, profile });
    if (result.ok) {
      reset(profile);
      setSaved(profile);
    } else
      applyServerErrors(
        result.error,
        setError,
        FIELDS.map((field) => field.name),
      );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="My profile">
      <Grid container spacing={2}>
        {/* The account's own, shown and not edited here. */}
        {[
          { label: 'Name', value: name },
          { label: 'Email', value: email },
        ].map((field) => (
          <Grid key={field.label} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={field.label}
              value={field.value}
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="From your account"
            />
          </Grid>
        ))}
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
      {/* The saved LinkedIn address as a link only when it is https (an older profile may hold anything). */}
      {isHttpsUrl(saved.linkedin) && (
        <Link href={saved.linkedin} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 2 }}>
          Open your LinkedIn page
        </Link>
      )}
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        Update Profile
      </SubmitButton>
    </Box>
  );
}
