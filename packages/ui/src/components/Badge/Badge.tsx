import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'accent', 'success', 'danger', 'warning'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the badge: 'neutral', 'primary', 'accent', 'success', 'danger' or 'warning'. */
  tone?: BadgeTone;
}

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={clsx(styles.badge({ tone }), className)} {...props} />;
}
