// A post's publish date as visitors read it ("3 December 2026"), machine-readable in <time>.
import { Typography } from '@mui/material';
import { postDateText } from '../post-date-text';

export function PostDate({ at }: { at: string }) {
  if (!at) return null;
  return (
    <Typography component="time" dateTime={at} variant="body2" color="text.secondary">
      {postDateText(at)}
    </Typography>
  );
}
