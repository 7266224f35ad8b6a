// A button to the home page, where the products are: the way on from a failed page or from an empty list.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type HomeLinkButtonProps = Pick<ButtonProps, 'variant' | 'color'> & { children: ReactNode };

export function HomeLinkButton({ children, ...button }: HomeLinkButtonProps) {
  return (
    <Button {...button} component={RouterLink} to="/">
      {children}
    </Button>
  );
}
