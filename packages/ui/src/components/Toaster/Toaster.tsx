import { Toaster as SonnerToaster } from 'sonner';
import { toastDurations } from './notify';

export interface ToasterProps {
  theme?: 'light' | 'dark';
}

/** Mount once near the root; toasts appear top right. */
export function Toaster({ theme = 'light' }: ToasterProps) {
  return <SonnerToaster position="top-right" theme={theme} closeButton duration={toastDurations.default} />;
}
