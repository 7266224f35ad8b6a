// Toasts with the spec's durations: 4 s for errors, 2 s for successes (SPEC §9), at most TOAST_MAX on screen (the
// toaster's maxSnack). notistack is not part of the page load: the toaster (app/toaster.tsx) mounts at the first
// toast, and toasts asked for before it is mounted wait for it, in order. A new toast takes the place of an error
// still on screen: that error belongs to an earlier attempt, and a pile of them hides what the latest one says.
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@toolshop/domain';

type Variant = 'success' | 'error' | 'info';
type ToastKey = string | number;

export interface ToastHost {
  enqueue: (message: string, options: { variant: Variant; autoHideDuration: number }) => ToastKey;
  dismiss: (key: ToastKey) => void;
}

let markReady: (host: ToastHost) => void = () => undefined;
const ready = new Promise<ToastHost>((resolve) => {
  markReady = resolve;
});
let errorOnScreen: ToastKey | undefined;
let wanted = false;
const wantListeners = new Set<() => void>();

/** Called by the toaster once its SnackbarProvider is mounted (notistack's global enqueue works from then on). */
export function toasterMounted(host: ToastHost): void {
  markReady(host);
}

/** Lets the app mount the toaster as soon as a toast is asked for (before the page's load event). */
export function onToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

function show(message: string, variant: Variant, autoHideDuration: number): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  void ready.then(({ enqueue, dismiss }) => {
    if (errorOnScreen !== undefined) dismiss(errorOnScreen);
    const key = enqueue(message, { variant, autoHideDuration });
    errorOnScreen = variant === 'error' ? key : undefined;
  });
}

/** A new attempt starts: the error toast of the one before leaves, whatever this attempt's answer is. */
function clearError(): void {
  if (!wanted) return;
  void ready.then(({ dismiss }) => {
    if (errorOnScreen !== undefined) dismiss(errorOnScreen);
    errorOnScreen = undefined;
  });
}

const toast = {
  clearError,
  success: (message: string) => show(message, 'success', TOAST_SUCCESS_MS),
  error: (message: string) => show(message, 'error', TOAST_ERROR_MS),
  /** News that takes a moment to read (as long as an error stays). */
  info: (message: string) => show(message, 'info', TOAST_ERROR_MS),
};

export function useToast(): typeof toast {
  return toast;
}
