import * as styles from './MockModeBadge.css';

/** Shown top right while the api-client answers from its simulated backend. */
export function MockModeBadge() {
  return (
    <span className={styles.badge} role="status" title="The API server is unreachable: data comes from the in-browser simulated backend.">
      <span className={styles.dot} aria-hidden="true" />
      Mock API Mode
    </span>
  );
}
