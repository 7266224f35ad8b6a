// A form's submit button: disabled with a spinner while the submission is pending.
import type { ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  pending: boolean;
  /** The label while pending (default: the usual label). */
  pendingLabel?: ReactNode;
}

export function SubmitButton({ pending, pendingLabel, disabled, children, ...buttonProps }: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      {...buttonProps}
      type="submit"
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
