// The admin's figures on the dashboard's index: what needs doing today, each linking to its screen.
import { Alert, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { DashboardFigures } from '@toolshop/domain';
import { useDashboardFigures } from '../api/use-dashboard-figures';

const tiles: { key: keyof DashboardFigures; label: string; to: string }[] = [
  { key: 'ordersToConfirm', label: 'Orders to confirm', to: '/dashboard/manageAllOrder' },
  { key: 'ordersToShip', label: 'Orders to ship', to: '/dashboard/manageAllOrder' },
  { key: 'unpaidReservations', label: 'Unpaid reservations', to: '/dashboard/manageAllOrder' },
  { key: 'lowStockProducts', label: 'Low-stock products', to: '/dashboard/manageProduct' },
];

export function AdminFigures() {
  const { status, figures } = useDashboardFigures();
  if (status === 'error') return <Alert severity="error">Today’s figures could not be loaded. Please try again.</Alert>;
  return (
    <Grid container spacing={2} component="section" aria-label="Today’s figures">
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={tile.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h4" component="p" data-testid={`figure-${tile.key}`}>
                  {figures ? figures[tile.key] : <Skeleton width={48} />}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {tile.label}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
