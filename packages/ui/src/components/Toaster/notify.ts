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
// error hook and by the screen that made the call) shows once. A dismissed text takes a new id
// (its generation), as sonner folds a toast raised under an id still leaving into the one leaving.
const generations = new Map<string, number>();
const idOf = (text: string): string => {
  const generation = generations.get(text);
  return generation === undefined ? text : `${text}#${generation}`;
};

/** Shows a toast in the <Toaster /> (top right). Any package may call it. */
export const notify = {
  message: (text: string): void => show(text, (toast) => toast(text, { id: idOf(text), duration: toastDurations.default })),
  success: (text: string): void => show(text, (toast) => toast.success(text, { id: idOf(text), duration: toastDurations.success })),
  error: (text: string): void =>
    show(text, (toast) => {
      const id = idOf(text);
      // One error at a time: a new failure replaces the one before instead of standing beside it.
      if (lastError !== null && lastError !== id) toast.dismiss(lastError);
      lastError = id;
      toast.error(text, { id, duration: toastDurations.error, onDismiss: forget, onAutoClose: forget });
    }),
  /**
   * Takes the toast with this text off the screen, if one is there: say a failure's toast when
   * the form it was about is submitted again. Loads nothing when no toast was ever shown.
   */
  dismiss: (text: string): void => {
    if (!sonner) return;
    const id = idOf(text);
    generations.set(text, (generations.get(text) ?? 0) + 1);
    show(text, (toast) => toast.dismiss(id));
  },
};

/** The id of the error toast on screen, if any. */
let lastError: string | null = null;
const forget = (toast: { id: string | number }) => {
  if (toast.id === lastError) lastError = null;
};
