import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import * as notice from '../../private/styles/notice.css';
import { NoticeCard } from '../../private/components/NoticeCard';
import { Stack } from '../Box/Stack';
import * as styles from './TakedownNotice.css';

export interface TakedownNoticeProps {
  /** The operators' public reason (the 451's message, or the agent's `takedown.reason`). */
  reason: string;
  /** 'version': one version was taken down, not the whole agent. */
  scope?: 'agent' | 'version';
  /** A line under the reason: to the owner, that only they and operators still see it. */
  note?: ReactNode;
  /** Operators' actions (Restore). */
  actions?: ReactNode;
  className?: string;
}

/** Stands in place of an agent (or a version) the registry operators took down, with their reason. */
export function TakedownNotice({ reason, scope = 'agent', note, actions, className }: TakedownNoticeProps) {
  return (
    <NoticeCard tone="danger" icon={<ShieldAlert size={20} aria-hidden="true" className={styles.icon} />} className={className}>
      <Stack gap={2}>
        <p className={notice.title}>
          {scope === 'version' ? MODERATION_MESSAGES.versionTakenDownTitle : MODERATION_MESSAGES.takenDownTitle}
        </p>
        {reason.trim() && <p className={notice.words}>{reason}</p>}
        {note && <p className={styles.note}>{note}</p>}
        {actions}
      </Stack>
    </NoticeCard>
  );
}
