import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../themes/vars.css';

// The inline error and empty states that the agent list and the search results share.

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[5],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

export const errorText = style({ margin: 0, fontWeight: tokens.fontWeight.medium });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[16]} ${tokens.space[6]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const emptyIcon = style({
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

export const emptyTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });
