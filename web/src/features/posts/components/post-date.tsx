// A post's publish date as visitors read it ("3 December 2026"), machine-readable in <time>.
import { Typography } from '@mui/material';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function PostDate({ at }: { at: string }) {
  if (!at) return null;
  return (
    <Typography component="time" dateTime={at} variant="body2" color="text.secondary">
      {dateFormat.format(new Date(at))}
    </Typography>
  );
}
