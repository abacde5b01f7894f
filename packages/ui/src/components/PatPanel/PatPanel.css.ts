import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import * as dialogStyles from '../../styles/dialog.css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

// --- No token ---------------------------------------------------------------------------------

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[8]} ${tokens.space[4]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBottom: tokens.space[1],
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const emptyTitle = style({ margin: 0, fontSize: tokens.fontSize.base, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const emptyText = style({
  margin: `0 0 ${tokens.space[2]}`,
  maxWidth: '24rem',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

// --- Active token -----------------------------------------------------------------------------

export const statusRow = layout.row;

export const statusTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  padding: `2px ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const statusDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: tokens.radius.full,
  background: 'currentColor',
  boxShadow: `0 0 0 3px ${vars.color.successSoft}`,
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[5]}`,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

export const newToken = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const warning = style([layout.note, { borderColor: vars.color.warning, background: vars.color.warningSoft }]);

export const warningIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warning });

export const masked = style({
  position: 'relative',
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textSubtle,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  letterSpacing: '0.1em',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'clip',
  // The row of bullets must not set the panel's width: on a phone it is simply cut off.
  contain: 'inline-size',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const revoke = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

// --- CLI note ---------------------------------------------------------------------------------

export const cliNote = style({
  display: 'flex',
  gap: tokens.space[3],
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  background: vars.color.surfaceMuted,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const cliIcon = style({ flexShrink: 0, marginTop: '3px', color: vars.color.textSubtle });

export const inlineCode = style({
  padding: `1px ${tokens.space[1]}`,
  borderRadius: tokens.radius.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  whiteSpace: 'nowrap',
});

// --- Revoke dialog ----------------------------------------------------------------------------

// The shared dialog look (styles/dialog.css.ts), a little narrower: a question and two buttons.
export const overlay = dialogStyles.overlay;

export const dialog = style([dialogStyles.content, { maxWidth: '26rem', gap: tokens.space[3] }]);

export const dialogTitle = dialogStyles.title;

export const dialogText = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const dialogActions = style([dialogStyles.actions, { marginTop: tokens.space[3] }]);

globalStyle(`${dates} > div`, { display: 'flex', gap: tokens.space[1] });
globalStyle(`${dates} dt`, { color: vars.color.textMuted });
globalStyle(`${dates} dd`, { margin: 0, fontWeight: tokens.fontWeight.medium, color: vars.color.text });
globalStyle(`${cliNote} p`, { margin: 0 });
