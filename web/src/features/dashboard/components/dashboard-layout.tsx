// /dashboard: a side menu (a permanent drawer on wide screens, a temporary one behind a button on phones)
// next to the nested route.
import { useState } from 'react';
import { Box, Button, Divider, Drawer, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../../lib/auth/use-session';
import { DashboardMenu } from './dashboard-menu';

const DRAWER_WIDTH = 240;

export default function DashboardLayout() {
  const { isAdmin, user } = useSession();
  const [open, setOpen] = useState(false);
  const heading = (
    <Box sx={{ px: 2, py: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Dashboard
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user?.displayName || user?.email}
        {isAdmin ? ' (admin)' : ''}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '70vh' }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'flex' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, position: 'relative', boxSizing: 'border-box' },
        }}
      >
        {heading}
        <Divider />
        <DashboardMenu isAdmin={isAdmin} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {heading}
        <Divider />
        <DashboardMenu isAdmin={isAdmin} onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Button
          variant="outlined"
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
          sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 2 }}
        >
          Dashboard menu
        </Button>
        <Outlet />
      </Box>
    </Box>
  );
}
