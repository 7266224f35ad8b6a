import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 4, px: 2 }}>
      <Stack direction="row" spacing={3} justifyContent="center" flexWrap="wrap">
        <Link component={RouterLink} to="/" color="inherit">Home</Link>
        <Link component={RouterLink} to="/blog" color="inherit">Blog</Link>
        <Link component={RouterLink} to="/portfolio" color="inherit">My Portfolio</Link>
        <Link component={RouterLink} to="/login" color="inherit">Login</Link>
      </Stack>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        © {new Date().getFullYear()} Toolshop electric tools and parts
      </Typography>
    </Box>
  );
}
