import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as styles from './ProfileScreen.css';

/** The page's stand-in when there is no profile to show: signed out, or the load failed. */
export function ProfileStateCard({
  icon: Icon,
  title,
  tone,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: 'neutral' | 'danger';
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card
      radius="xlarge"
      elevated={false}
      padding={6}
      paddingBlock={10}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap={3}
      textAlign="center"
      className={clsx(styles.stateCard, className)}
    >
      <span className={clsx(styles.stateIcon, styles.stateTone[tone])} aria-hidden="true">
        <Icon size={24} />
      </span>
      <h1 className={styles.stateTitle}>{title}</h1>
      {children}
    </Card>
  );
}
