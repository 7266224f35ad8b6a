// Toasts with the spec's durations: 4 s for errors, 2 s for successes (SPEC §9), at most TOAST_MAX on screen (the
// toaster's maxSnack). notistack is not part of the page load: the toaster (app/toaster.tsx) mounts at the first
// toast, and toasts asked for before it is mounted wait for it, in order.
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@toolshop/domain';

type Enqueue = (message: string, options: { variant: 'success' | 'error'; autoHideDuration: number }) => void;

let markReady: (enqueue: Enqueue) => void = () => undefined;
const ready = new Promise<Enqueue>((resolve) => {
  markReady = resolve;
});
let wanted = false;
const wantListeners = new Set<() => void>();

/** Called by the toaster once its SnackbarProvider is mounted (notistack's global enqueue works from then on). */
export function toasterMounted(enqueue: Enqueue): void {
  markReady(enqueue);
}

/** Lets the app mount the toaster as soon as a toast is asked for (before the page's load event). */
export function onToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

function show(message: string, variant: 'success' | 'error', autoHideDuration: number): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  void ready.then((enqueue) => enqueue(message, { variant, autoHideDuration }));
}

const toast = {
  success: (message: string) => show(message, 'success', TOAST_SUCCESS_MS),
  error: (message: string) => show(message, 'error', TOAST_ERROR_MS),
};

export function useToast(): typeof toast {
  return toast;
}
