import { forwardRef } from 'react';
import { Box, type BoxProps, type BoxSpace } from './Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** The space between the children; a spacing step (`3` is 0.75rem). */
  gap?: BoxProps['gap'];
  /** How the children line up across: stretched (default), or at the start, centre or end. */
  align?: BoxProps['alignItems'];
}

/** Children one under the other with an even gap. It may shrink, so long text wraps inside. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 3 as BoxSpace, align, ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} alignItems={align} minWidth={0} {...props} />;
});
