import { clsx } from 'clsx';
import { visuallyHidden } from '../../styles/utilities.css';
import { Box } from '../Box/Box';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

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

export function Spinner({ size = 'medium', label = 'Loading', fullScreen = false, className }: SpinnerProps) {
  const spinner = (
    <span role="status" aria-live="polite" className={fullScreen || size === 'large' ? undefined : className}>
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
