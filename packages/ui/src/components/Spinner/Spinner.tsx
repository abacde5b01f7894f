import { visuallyHidden } from '../../styles/utilities.css';
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
}

export function Spinner({ size = 'medium', label = 'Loading', fullScreen = false }: SpinnerProps) {
  const spinner = (
    <span role="status" aria-live="polite">
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
  if (fullScreen) return <div className={styles.fullScreen}>{spinner}</div>;
  if (size === 'large') return <div className={styles.block}>{spinner}</div>;
  return spinner;
}
