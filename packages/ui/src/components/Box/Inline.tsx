import { forwardRef } from 'react';
import { Box, type BoxProps, type BoxSpace } from './Box';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** The space between the children; a spacing step (`2` is 0.5rem). */
  gap?: BoxProps['gap'];
  /** How the children line up down the row: centred unless said. */
  align?: BoxProps['alignItems'];
  /** Where the children sit along the row; `space-between` puts text left and actions right. */
  justify?: BoxProps['justifyContent'];
  /** Keep everything on one line instead of wrapping on a narrow screen. */
  nowrap?: boolean;
}

/** Children side by side, wrapping on a narrow screen: badges, buttons, a label and its value. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 2 as BoxSpace, align = 'center', justify, nowrap = false, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexWrap={nowrap ? 'nowrap' : 'wrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      minWidth={0}
      {...props}
    />
  );
});
