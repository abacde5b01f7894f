import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3], minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space[3] });

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
