// /dashboard index: the spec's placeholder text.
import { Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

export default function DashboardHome() {
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
