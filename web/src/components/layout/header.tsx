import { AppBar, Button, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Header() {
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}>
          Toolshop
        </Typography>
        <Button color="inherit" component={RouterLink} to="/">Home</Button>
        <Button color="inherit" component={RouterLink} to="/blog">Blog</Button>
        <Button color="inherit" component={RouterLink} to="/portfolio">Portfolio</Button>
        <Button color="inherit" component={RouterLink} to="/login">Login</Button>
      </Toolbar>
    </AppBar>
  );
}
