import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// A radio or checkbox drawn as a selectable card, and the unframed fieldset that groups them.

/** A fieldset that is only a group: no frame, the legend above the choices. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The card: the whole of it is the label, so a tap anywhere picks it. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  minWidth: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}`, borderColor: vars.color.focusRing },
    '&:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
  },
});

/** The native input, lined up with the label's first line. */
export const input = style({ flexShrink: 0, margin: '2px 0 0', accentColor: vars.color.primary });

export const hint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });
