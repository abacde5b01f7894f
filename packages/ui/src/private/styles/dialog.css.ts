import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';
import { quietControl } from './utilities.css';

// The one look of a modal dialog: overlay, panel, a header with an icon, title and close button,
// and a row of actions. Dialogs compose these and add only what is their own.

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  zIndex: tokens.zIndex.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${tokens.space[8]})`,
  maxWidth: '30rem',
  maxHeight: `calc(100vh - ${tokens.space[8]})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  padding: tokens.space[6],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  zIndex: tokens.zIndex.overlay,
  animation: `${popIn} 180ms cubic-bezier(0.16, 1, 0.3, 1)`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[3] });

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

/** The icon of a dialog that destroys or withdraws something. Two classes, so it wins over `icon` whatever order the stylesheets load in. */
export const dangerIcon = style({ selectors: { [`&${icon}`]: { background: vars.color.dangerSoft, color: vars.color.danger } } });

export const headerText = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const description = style({ margin: `2px 0 0`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const close = style([
  quietControl,
  { flexShrink: 0, display: 'inline-flex', padding: tokens.space[1], borderRadius: tokens.radius.medium, color: vars.color.textSubtle },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space[3],
});
