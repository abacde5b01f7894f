import { Archive } from 'lucide-react';
import * as notice from '../../private/styles/notice.css';
import { NoticeCard } from '../../private/components/NoticeCard';
import { Stack } from '../Box/Stack';
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
    <NoticeCard tone="warning" icon={<Archive size={20} aria-hidden="true" className={styles.icon} />} className={className}>
      <Stack gap={1}>
        <p className={notice.title}>{DEPRECATION_TITLE}</p>
        {message.trim() && <p className={notice.words}>{message}</p>}
      </Stack>
    </NoticeCard>
  );
}
