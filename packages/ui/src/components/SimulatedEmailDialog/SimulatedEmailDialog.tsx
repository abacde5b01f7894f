import { lazy, Suspense } from 'react';

export const simulatedEmailKinds = ['confirmation', 'reset'] as const;
export type SimulatedEmailKind = (typeof simulatedEmailKinds)[number];

/** A code mail the simulated backend would have sent. */
export interface SimulatedEmail {
  to: string;
  kind: SimulatedEmailKind;
  code: string;
}

export interface SimulatedEmailDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The mail to show; null renders nothing. */
  email: SimulatedEmail | null;
  /** 'Got It', Escape, the close button and a click outside all call it. */
  onClose: () => void;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

export const DEVELOPMENT_MODE_NOTICE =
  'Development mode: no email was sent. The API server is unreachable, so the registry is running on its simulated backend.';

// The dialog's code (Radix Dialog and the mail view) loads when there is a mail to show: only the
// simulated backend sends one, and only when no server answers.
const SimulatedEmailDialogView = lazy(() => import('./SimulatedEmailDialogView'));

/** Shows the code mail of the simulated backend, with a development-mode notice. */
export function SimulatedEmailDialog({ open, email, onClose, className }: SimulatedEmailDialogProps) {
  if (!email) return null;
  return (
    <Suspense fallback={null}>
      <SimulatedEmailDialogView open={open} email={email} onClose={onClose} className={className} />
    </Suspense>
  );
}
