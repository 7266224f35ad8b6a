// /dashboard index: the spec's placeholder text for customers; admins see today's figures under the welcome.
import { Paper, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useSession } from '../../../lib/auth/use-session';
import { AdminFigures } from './admin-figures';

export default function DashboardHome() {
  const { isAdmin } = useSession();
  if (isAdmin) {
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Welcome to your Dashboard
        </Typography>
        <AdminFigures />
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome to your Dashboard
      </Typography>
      <Typography variant="body1" color="text.secondary">
        The dashboard is updating soon. Meanwhile, pick a page from the menu.
      </Typography>
    </Paper>
  );
}
