import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.large,
  boxShadow: vars.shadow.small,
  padding: tokens.space[6],
});
