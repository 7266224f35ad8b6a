// A notice that there is nothing here (an empty cart, no orders yet, a product gone), with the way to the products.
import type { ReactNode } from 'react';
import { Alert, Button, type AlertProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function ProductsLinkAlert({ severity, children }: { severity: AlertProps['severity']; children: ReactNode }) {
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" component={RouterLink} to="/">
          Products
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
