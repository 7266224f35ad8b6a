// A read that fails (network, rules) shows an error toast once, next to the screen's own error state.
import { useEffect } from 'react';
import { useToast } from './toast';

export function useReadErrorToast(status: 'loading' | 'error' | 'success', message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (status === 'error') toast.error(message);
  }, [status, message, toast]);
}
