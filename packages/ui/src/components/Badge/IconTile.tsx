import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { iconTile, type IconTileVariants } from './IconTile.css';

export interface IconTileProps extends IconTileVariants {
  /** The icon (or a letter); the tile is decorative, hidden from screen readers. */
  children: ReactNode;
  className?: string;
}

/** A coloured square or circle holding an icon: `size` xs–2xl, `shape` medium–round, `tone` primary…brand. */
export function IconTile({ size, shape, tone, className, children }: IconTileProps) {
  return (
    <span className={clsx(iconTile({ size, shape, tone }), className)} aria-hidden="true">
      {children}
    </span>
  );
}
