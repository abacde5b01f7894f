import { clsx } from 'clsx';
import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../private/styles/sprinkles.css';

export type BoxSpace = NonNullable<Sprinkles['gap']>;

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; `div` unless said. */
  as?: ElementType;
}

/** Splits the atom props (gap, padding, display, …) from the element's own attributes. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The one element every layout is made of: spacing, flex and grid as props. It forwards its ref
 * (React 18 strips `ref` from a function component's props).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { atoms, rest } = splitProps(props);
  return createElement(as, { ref, className: clsx(sprinkles(atoms), className) || undefined, ...rest });
});
