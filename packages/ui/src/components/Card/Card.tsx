import { clsx } from 'clsx';
import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import { card, type CardVariants } from '../../private/styles/card.css';

export interface CardProps extends Omit<BoxProps, 'as'>, CardVariants {
  /** The element to render: 'div' (default), 'section', 'article', 'aside', or 'li' inside a list. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
}

/**
 * A bordered, raised surface. `tone` colours it (muted, primary, success, warning, danger, dashed),
 * `interactive` lifts it on hover for a card that is a link, `elevated={false}` drops the shadow.
 * Padding and inner layout are Box props: `<Card padding={5} display="flex" flexDirection="column" gap={3}>`.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as = 'div', tone, radius, elevated, interactive, padding = 6, className, ...props },
  ref,
) {
  return <Box ref={ref} as={as} padding={padding} className={clsx(card({ tone, radius, elevated, interactive }), className)} {...props} />;
});
