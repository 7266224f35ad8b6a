// The header's menu on phones, loaded when first opened (header.tsx): MUI's Menu, Popover, Modal and focus trap
// stay out of the first paint.
import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A link of the header, on the bar or in this menu. */
export interface NavLink {
  label: string;
  to: string;
}

interface Props {
  anchor: HTMLElement;
  links: NavLink[];
  signedIn: boolean;
  onClose: () => void;
  onLogout: () => void;
}

export default function MobileMenu({ anchor, links, signedIn, onClose, onLogout }: Props) {
  return (
    <Menu id="main-menu" anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      {signedIn ? (
        <MenuItem onClick={onLogout}>Logout</MenuItem>
      ) : (
        <MenuItem component={RouterLink} to="/login" onClick={onClose}>
          Login
        </MenuItem>
      )}
    </Menu>
  );
}
