// A form's submit button: disabled with a spinner while the submission is pending. In a prerendered page it is a
// plain button until React has adopted the page: pressing it then never submits the form natively with its fields,
// a password among them, in the address (it looks the same, so nothing changes when it turns). Marked so, the
// press is held and made again once the button turns (boot/held-presses.ts).
import { memo, type ReactNode } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useHydrated } from '../../lib/use-hydrated';
import { SUBMIT_WHEN_LIVE } from '../../boot/held-presses';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  pending: boolean;
  /** The label while pending (default: the usual label). */
  pendingLabel?: ReactNode;
}

// Memoised, as FormTextField is: the form's owner renders again inside the commit that mounts it.
export const SubmitButton = memo(function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...buttonProps
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="contained"
      size="large"
      {...buttonProps}
      type={hydrated ? 'submit' : 'button'}
      {...(hydrated ? {} : { [SUBMIT_WHEN_LIVE]: '' })}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
});
