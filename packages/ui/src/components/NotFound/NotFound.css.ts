import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  maxWidth: '32rem',
  margin: '0 auto',
  padding: `${tokens.space[16]} ${tokens.space[4]}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const code = style({
  margin: 0,
  fontSize: '4.5rem',
  lineHeight: 1,
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.04em',
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { [tokens.breakpoint.md]: { fontSize: '6rem' } },
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[3],
  marginTop: tokens.space[4],
});
