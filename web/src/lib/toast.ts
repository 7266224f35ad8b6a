// Toasts with the spec's durations: 4 s for errors, 2 s for successes (SPEC §9).
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@toolshop/domain';

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_SUCCESS_MS }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}
