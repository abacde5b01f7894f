import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const form = style({ maxWidth: '28rem' });

export const submitRow = style({ paddingTop: tokens.space[1] });

// The live region stays in the page while empty; it must not add a gap to the section then.
export const status = style({ selectors: { '&:empty': { marginBottom: `calc(-1 * ${tokens.space[5]})` } } });

// --- Password field with a show/hide toggle -----------------------------------------------------

export const control = style({ position: 'relative' });

// Room on the right for the toggle, so typed characters never run under it.
export const input = style({ paddingRight: '2.75rem' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: tokens.space[1],
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 0,
  borderRadius: tokens.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});
