import { clsx } from 'clsx';
import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export type BoxSpace = NonNullable<Sprinkles['gap']>;

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; `div` unless said. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
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

/** The one element every layout is made of: spacing, flex and grid as props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitProps(props);
  return createElement(as, { className: clsx(sprinkles(atoms), className) || undefined, ...rest });
}
