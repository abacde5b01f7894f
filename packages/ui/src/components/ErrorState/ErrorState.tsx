import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Stack } from '../Box/Stack';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** What went wrong, in the words the person should read. */
  message: ReactNode;
  /** A retry button, a link, or more detail under the message. */
  children?: ReactNode;
  /** Leave out the warning icon (a form error that sits right under its button). */
  plain?: boolean;
  className?: string;
}

/** The red box that says a load or a save failed; announced to screen readers as an alert. */
export function ErrorState({ message, children, plain = false, className }: ErrorStateProps) {
  return (
    <Card
      tone="danger"
      elevated={false}
      padding={plain ? 4 : 5}
      display="flex"
      alignItems="flex-start"
      gap={3}
      role="alert"
      className={clsx(styles.root, className)}
    >
      {!plain && <AlertTriangle size={20} aria-hidden="true" className={styles.icon} />}
      <Stack gap={3} align="flex-start">
        <p className={styles.message}>{message}</p>
        {children}
      </Stack>
    </Card>
  );
}
