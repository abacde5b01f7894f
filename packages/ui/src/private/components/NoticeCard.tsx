import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card';

export interface NoticeCardProps {
  /** Amber for a warning (deprecated), red for what was withdrawn (taken down, yanked). */
  tone: 'warning' | 'danger';
  /** The icon before the words, drawn in the tone's colour by its own class. */
  icon: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The one frame of a notice about an agent's state (deprecated, taken down, a yanked version): a
 * flat toned card, announced as a status, its icon beside the words.
 */
export function NoticeCard({ tone, icon, className, children }: NoticeCardProps) {
  return (
    <Card role="status" tone={tone} elevated={false} padding={4} display="flex" alignItems="flex-start" gap={3} className={className}>
      {icon}
      {children}
    </Card>
  );
}
