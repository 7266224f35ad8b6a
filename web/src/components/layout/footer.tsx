// Site footer (SPEC §2): Home, Blog, My Portfolio, Shipping (where the shop ships and at what cost), Login. Signed in, the last link is Logout, as in the header
// (the same session hook and the same logout): a footer offering Login to someone signed in reads as signed out.
// Under the copyright, the simple pages the merchant keeps (use-page-links.ts): a server-rendered page carries them;
// elsewhere they are read once the page runs, and as the footer's last row their coming moves nothing already shown.
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { simplePagePath } from '../../lib/simple-page-path';
import { useSession } from '../../lib/auth/use-session';
import { useLogout } from '../../lib/auth/use-logout';
import { usePageLinks } from './use-page-links';

const links = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'My Portfolio', to: '/portfolio' },
  { label: 'Shipping', to: '/shipping' },
];

/** A row of links, centred, wrapping on a phone. */
const LINK_ROW = {
  direction: 'row',
  spacing: 3,
  useFlexGap: true,
  justifyContent: 'center',
  flexWrap: 'wrap',
} as const;

export function Footer() {
  const session = useSession({ ifSignedInHere: true });
  const logout = useLogout();
  const pages = usePageLinks();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 4, px: 2 }}>
      <Stack component="nav" aria-label="Footer" {...LINK_ROW}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover" sx={{ py: 1 }}>
            {link.label}
          </Link>
        ))}
        {session.user ? (
          <Link
            component="button"
            type="button"
            onClick={() => void logout()}
            color="inherit"
            underline="hover"
            sx={{ py: 1, font: 'inherit' }}
          >
            Logout
          </Link>
        ) : (
          <Link component={RouterLink} to="/login" color="inherit" underline="hover" sx={{ py: 1 }}>
            Login
          </Link>
        )}
      </Stack>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        © {new Date().getFullYear()} Toolshop electric tools and parts
      </Typography>
      {pages.length > 0 && (
        <Stack component="nav" aria-label="Pages" {...LINK_ROW}>
          {pages.map((page) => (
            <Link key={page.slug} component={RouterLink} to={simplePagePath(page.slug)} color="inherit" sx={{ py: 1 }}>
              {page.title}
            </Link>
          ))}
        </Stack>
      )}
    </Box>
  );
}
