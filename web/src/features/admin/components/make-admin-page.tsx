// Placeholder: the screens work fills this in (the router lazy-loads its default export).
import { Typography } from '@mui/material';

export default function MakeAdminPage() {
  return (
    <Typography variant="h4" component="h1" sx={{ p: 4 }}>
      MakeAdmin
    </Typography>
  );
}
