import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The headline: what is missing ("No agents found"). */
  title: ReactNode;
  /** One or two sentences on why, or what to try. */
  description?: ReactNode;
  /** A lucide icon (or any node) shown in a circle above the title; hidden from screen readers. */
  icon?: ReactNode;
  /** A button or link that gets the person going again. */
  action?: ReactNode;
  /** The heading level of the title; `h2` unless said (`h1` when the state is the whole page). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  /** Less room around it, for a panel inside a page rather than a whole result area. */
  compact?: boolean;
  className?: string;
}

/** The dashed box shown where a list has nothing to show. */
export function EmptyState({ title, description, icon, action, titleAs: Title = 'h2', compact = false, className }: EmptyStateProps) {
  return (
    <Card
      tone="dashed"
      radius="xlarge"
      elevated={false}
      padding={0}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap={2}
      textAlign="center"
      className={clsx(compact ? styles.compact : styles.root, className)}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </Card>
  );
}
