// Site header (SPEC §2): the search box, Home, Blog, Portfolio, Dashboard (signed in only), Login or Logout. On a phone the links
// collapse into a menu button. Logout signs out, forgets the stored access token and goes home.
import { lazy, startTransition, Suspense, useState, type MouseEvent } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../lib/auth/use-session';
import { useLogout } from '../../lib/auth/use-logout';
import { useCartPieces } from '../../lib/cart-count';
import type { NavLink } from './mobile-menu';
import { HeaderSearchBox } from './header-search-box';

// The phone menu (MUI Menu, Popover, Modal, focus trap) loads on the first tap only.
const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const session = useSession({ ifSignedInHere: true });
  const logoutAndGoHome = useLogout();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const signedIn = Boolean(session.user);
  // The cart with its piece count, on every page: beside the menu button on a phone, and in its menu.
  const pieces = useCartPieces();
  const cart = { label: pieces ? `Cart (${pieces})` : 'Cart', to: '/cart' };

  const links: NavLink[] = [
    { label: 'Home', to: '/' },
    { label: 'Blog', to: '/blog' },
    { label: 'Portfolio', to: '/portfolio' },
    ...(signedIn ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
  ];

  const logout = async () => {
    setMenuAnchor(null);
    await logoutAndGoHome();
  };

  const closeMenu = () => setMenuAnchor(null);

  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: { xs: 0, sm: 1 } }}
        >
          Toolshop
        </Typography>
        <HeaderSearchBox />
        {/* The links start beside the search box and the room is left after them (the cart's margin): once the
            session restores, Dashboard and Logout take Login's place without moving Home, Blog or Portfolio. */}
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          {links.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
          {signedIn ? (
            <Button color="inherit" onClick={logout}>
              Logout
            </Button>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              Login
            </Button>
          )}
        </Box>
        {/* Its count stays on one line; the search box gives up the room (it shrinks to nothing before the cart). Its
            auto margin takes only the room the search box leaves once it is at its widest, so the account links
            take their room from there and the search box keeps its width. */}
        <Button
          color="inherit"
          component={RouterLink}
          to={cart.to}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: 'auto' }}
        >
          {cart.label}
        </Button>
        <IconButton
          color="inherit"
          edge="end"
          aria-label="Open menu"
          aria-controls={menuAnchor ? 'main-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => {
            const button = event.currentTarget;
            // A transition: the press paints before the menu's chunk is asked for (the preload links Vite adds for its
            // imports) and the menu rendered.
            startTransition(() => setMenuAnchor(button));
          }}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {menuAnchor && (
          <Suspense fallback={null}>
            <MobileMenu
              anchor={menuAnchor}
              links={[...links, cart]}
              signedIn={signedIn}
              onClose={closeMenu}
              onLogout={logout}
            />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
