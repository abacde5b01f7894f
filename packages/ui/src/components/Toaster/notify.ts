import { toast } from 'sonner';

/** The spec's toast durations (section 9): default 4000 ms, success 3000 ms, error 5000 ms. */
export const toastDurations = { default: 4000, success: 3000, error: 5000 } as const;

// The text is the toast's id: the same message raised twice at once (say by the API client's
// error hook and by the screen that made the call) shows once.
/** Shows a toast in the <Toaster /> (top right). Any package may call it. */
export const notify = {
  message: (text: string) => toast(text, { id: text, duration: toastDurations.default }),
  success: (text: string) => toast.success(text, { id: text, duration: toastDurations.success }),
  error: (text: string) => toast.error(text, { id: text, duration: toastDurations.error }),
};
