import { toast } from 'sonner';

/** The spec's toast durations (section 9): default 4000 ms, success 3000 ms, error 5000 ms. */
export const toastDurations = { default: 4000, success: 3000, error: 5000 } as const;

/** Shows a toast in the <Toaster /> (top right). Any package may call it. */
export const notify = {
  message: (text: string) => toast(text, { duration: toastDurations.default }),
  success: (text: string) => toast.success(text, { duration: toastDurations.success }),
  error: (text: string) => toast.error(text, { duration: toastDurations.error }),
};
