import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: 'div' (default), 'section', 'article', 'aside', or 'li' inside a list. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
}

export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={clsx(styles.card, className)} {...props} />;
}
