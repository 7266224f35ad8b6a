// Placeholder: the screens work fills this in (the router lazy-loads its default export).
import { Typography } from '@mui/material';

export default function NotFoundPage() {
  return (
    <Typography variant="h4" component="h1" sx={{ p: 4 }}>
      Page not found
    </Typography>
  );
}
