// Toasts are never needed for the first paint, so sonner loads with the first one: `notify` asks
// for it, and <Toaster /> mounts sonner's toaster once it is here (sonner replays a toast raised
// before its toaster subscribed).
import { TOAST_DURATIONS } from '@agent-registry/api-client/rules';

type Sonner = typeof import('sonner');

/** How long toasts stay (the contract's TOAST_DURATIONS): default 4000 ms, success 3000 ms, error 5000 ms. */
export const toastDurations = TOAST_DURATIONS;

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** Loads sonner once; the <Toaster /> follows. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** Whether sonner was asked for (useSyncExternalStore-ready). */
export const sonnerRequested = {
  get: () => sonner !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function show(text: string, raise: (toast: Sonner['toast']) => void): void {
  loadSonner().then(
    ({ toast }) => raise(toast),
    (error: unknown) => console.error(`Could not show the toast "${text}":`, error),
  );
}

// The text is the toast's id: the same message raised twice at once (say by the API client's
// error hook and by the screen that made the call) shows once.
/** Shows a toast in the <Toaster /> (top right). Any package may call it. */
export const notify = {
  message: (text: string): void => show(text, (toast) => toast(text, { id: text, duration: toastDurations.default })),
  success: (text: string): void => show(text, (toast) => toast.success(text, { id: text, duration: toastDurations.success })),
  error: (text: string): void =>
    show(text, (toast) => {
      // One error at a time: a new failure replaces the one before instead of standing beside it.
      if (lastError !== null && lastError !== text) toast.dismiss(lastError);
      lastError = text;
      toast.error(text, { id: text, duration: toastDurations.error, onDismiss: forget, onAutoClose: forget });
    }),
  /**
   * Takes the toast with this text off the screen, if one is there: say a failure's toast when
   * the form it was about is submitted again. Loads nothing when no toast was ever shown.
   */
  dismiss: (text: string): void => {
    if (sonner) show(text, (toast) => toast.dismiss(text));
  },
};

/** The error toast on screen (its id is its text), if any. */
let lastError: string | null = null;
const forget = (toast: { id: string | number }) => {
  if (toast.id === lastError) lastError = null;
};
