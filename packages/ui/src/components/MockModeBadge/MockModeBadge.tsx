import { clsx } from 'clsx';
import { Box } from '../Box/Box';
import * as styles from './MockModeBadge.css';

/** Props of `MockModeBadge`. */
export interface MockModeBadgeProps {
  /** Class of the badge, for the host's layout. */
  className?: string;
}

/** Shown top right while the api-client answers from its simulated backend. */
export function MockModeBadge({ className }: MockModeBadgeProps = {}) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap={2}
      paddingBlock={1}
      paddingInline={3}
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      className={clsx(styles.badge, className)}
      role="status"
      title="The API server is unreachable: data comes from the in-browser simulated backend."
    >
      <span className={styles.dot} aria-hidden="true" />
      Mock API Mode
    </Box>
  );
}
