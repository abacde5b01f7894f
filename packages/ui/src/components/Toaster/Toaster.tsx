import { clsx } from 'clsx';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { tokens } from '../../themes/vars.css';
import { loadSonner, sonnerRequested, toastDurations } from './notify';
import { uiRoot } from '../../themes/global.css';

export interface ToasterProps {
  /** 'light' or 'dark', as the page around it. */
  theme?: 'light' | 'dark';
  /** Class of the root element, for the host's layout. */
  className?: string;
}

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** Below the sticky header, so a toast never covers its controls (on a phone, the whole header). */
const belowHeader = { top: `calc(${tokens.headerHeight} + 0.75rem)`, right: '1rem' };
const belowHeaderOnPhones = { top: `calc(${tokens.headerHeight} + 0.5rem)`, right: '0.5rem', left: '0.5rem' };

/** Mount once near the root; toasts appear top right, under the header. Sonner's code loads with the first toast. */
export function Toaster({ theme = 'light', className }: ToasterProps) {
  const requested = useSyncExternalStore(sonnerRequested.subscribe, sonnerRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        // Rendered where it is mounted, often outside the page's root: it carries the base rules.
        className={clsx(uiRoot, className)}
        position="top-right"
        theme={theme}
        closeButton
        duration={toastDurations.default}
        offset={belowHeader}
        mobileOffset={belowHeaderOnPhones}
      />
    </Suspense>
  );
}
