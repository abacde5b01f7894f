import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

/** The raised surface of a floating menu or list (the user menu, the search suggestions). */
export const surface = style({
  padding: tokens.space[1],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
});
