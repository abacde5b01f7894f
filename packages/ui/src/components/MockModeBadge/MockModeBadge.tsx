import { clsx } from 'clsx';
import * as styles from './MockModeBadge.css';

/** Props of `MockModeBadge`. */
export interface MockModeBadgeProps {
  /** Class of the badge, for the host's layout. */
  className?: string;
}

/** Shown top right while the api-client answers from its simulated backend. */
export function MockModeBadge({ className }: MockModeBadgeProps = {}) {
  return (
    <span
      className={clsx(styles.badge, className)}
      role="status"
      title="The API server is unreachable: data comes from the in-browser simulated backend."
    >
      <span className={styles.dot} aria-hidden="true" />
      Mock API Mode
    </span>
  );
}
