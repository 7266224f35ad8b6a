import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Grid, TextField } from '@mui/material';
import { profileSchema, type ProfileInput } from '@toolshop/domain';
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileInput>({
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
            <TextField
              fullWidth
              label={field.label}
              autoComplete={field.autoComplete}
              {...register(field.name)}
              error={!!errors[field.name]}
              helperText={errors[field.name]?.message}
            />
          </Grid>
        ))}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Update Profile
      </Button>
    </Box>
  );
}
