import { style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export const root = layout.stack[3];

export const header = layout.row;

export const fileName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  minWidth: 0,
  margin: 0,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
