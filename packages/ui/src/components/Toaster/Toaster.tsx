import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, sonnerRequested, toastDurations } from './notify';

export interface ToasterProps {
  theme?: 'light' | 'dark';
}

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** Mount once near the root; toasts appear top right. Sonner's code loads with the first toast. */
export function Toaster({ theme = 'light' }: ToasterProps) {
  const requested = useSyncExternalStore(sonnerRequested.subscribe, sonnerRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" theme={theme} closeButton duration={toastDurations.default} />
    </Suspense>
  );
}
