import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ padding: `${tokens.space[16]} ${tokens.space[6]}` });

export const compact = style({ padding: `${tokens.space[8]} ${tokens.space[5]}` });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: tokens.space[2],
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted });
