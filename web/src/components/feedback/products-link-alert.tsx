// A notice that there is nothing here (an empty cart, no orders yet, a product gone), with the way to the products.
import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mui/material';
import { HomeLinkButton } from './home-link-button';

export function ProductsLinkAlert({ severity, children }: { severity: AlertProps['severity']; children: ReactNode }) {
  return (
    <Alert severity={severity} action={<HomeLinkButton color="inherit">Products</HomeLinkButton>}>
      {children}
    </Alert>
  );
}
