import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[5],
});

export const avatar = style({
  width: '5rem',
  height: '5rem',
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  objectFit: 'cover',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.medium,
});

export const avatarFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
});

export const identity = style({ minWidth: 0, flex: '1 1 14rem' });

export const bio = style({ margin: 0, color: vars.color.textMuted, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
