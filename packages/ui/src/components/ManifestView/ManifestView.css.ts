import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const fileName = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
