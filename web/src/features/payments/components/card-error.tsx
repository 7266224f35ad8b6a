import { Typography } from '@mui/material';

/** SPEC §8: card errors are shown in red, and read out when they appear. */
export function CardError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" data-testid="card-error">
      {message}
    </Typography>
  );
}
