// Site footer (SPEC §2): Home, Blog, My Portfolio, Login.
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'My Portfolio', to: '/portfolio' },
  { label: 'Login', to: '/login' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 4, px: 2 }}>
      <Stack
        component="nav"
        aria-label="Footer"
        direction="row"
        spacing={3}
        useFlexGap
        justifyContent="center"
        flexWrap="wrap"
      >
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover" sx={{ py: 1 }}>
            {link.label}
          </Link>
        ))}
      </Stack>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        © {new Date().getFullYear()} Toolshop electric tools and parts
      </Typography>
    </Box>
  );
}
