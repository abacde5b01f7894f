import { clsx } from 'clsx';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Box } from '../Box/Box';
import * as styles from './Spinner.css';

/** A spinner's size: 'small' (inline, in a button), 'medium' or 'large' (a section's loading state). */
export type SpinnerSize = 'small' | 'medium' | 'large';
export const spinnerSizes = ['small', 'medium', 'large'] as const satisfies readonly SpinnerSize[];

export interface SpinnerProps {
  /** 'small', 'medium' (default) or 'large' (large also centres itself in a block). */
  size?: SpinnerSize;
  /** Announced to screen readers. */
  label?: string;
  /** Centres the spinner over the whole viewport (used while authentication loads). */
  fullScreen?: boolean;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/**
 * A loading indicator announced to screen readers (`role="status"` with its `label`): inline at
 * 'small' and 'medium', centred in its block at 'large', or over the whole viewport (`fullScreen`).
 */
export function Spinner({ size = 'medium', label = 'Loading', fullScreen = false, className }: SpinnerProps) {
  const spinner = (
    <span role="status" aria-live="polite" className={clsx(styles.status, !fullScreen && size !== 'large' && className)}>
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
  if (!fullScreen && size !== 'large') return spinner;
  return (
    <Box
      display="flex"
      justifyContent="center"
      alignItems="center"
      padding={fullScreen ? undefined : 12}
      className={clsx(fullScreen && styles.fullScreen, className)}
    >
      {spinner}
    </Box>
  );
}
