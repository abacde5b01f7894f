import { clsx } from 'clsx';
import { Archive } from 'lucide-react';
import * as styles from './DeprecationBanner.css';

/** The banner's title. */
export const DEPRECATION_TITLE = 'This agent is deprecated';

export interface DeprecationBannerProps {
  /** The owner's message (the agent's `deprecation_message`): why, and what to use instead. */
  message: string;
  /** Class of the banner, for the host's layout. */
  className?: string;
}

/** Tells visitors an agent is deprecated, in the owner's words. */
export function DeprecationBanner({ message, className }: DeprecationBannerProps) {
  return (
    <div role="status" className={clsx(styles.banner, className)}>
      <Archive size={20} aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{DEPRECATION_TITLE}</p>
        {message.trim() && <p className={styles.message}>{message}</p>}
      </div>
    </div>
  );
}
