import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// One look for every form control: the label row, the control's frame, hint and error.

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.space[2] });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const counter = style({ fontSize: tokens.fontSize.xs, color: vars.color.textSubtle });

const focusRing = { outline: 'none', borderColor: vars.color.focusRing, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` };

/**
 * The frame of a text box, the form controls' and the search box's. A plain rule, so a style can
 * spread it and add its text size and states.
 */
export const controlFrame = {
  width: '100%',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.5,
} as const;

export const control = style({
  ...controlFrame,
  fontSize: tokens.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus': focusRing,
    '&:disabled, &[readonly]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

/** A native select drawn like the text inputs, with its own chevron. */
export const select = style([
  control,
  {
    paddingRight: tokens.space[8],
    appearance: 'none',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2394a3b8' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${tokens.space[3]} center`,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'default', backgroundImage: 'none' } },
  },
]);

// A hint may carry an unbroken value (the user's long namespace): it wraps anywhere rather than widen the form.
export const hint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textSubtle, margin: 0, overflowWrap: 'anywhere' });

export const error = style({ fontSize: tokens.fontSize.xs, color: vars.color.danger, margin: 0 });

// --- Switches: a list of on/off rows in one frame ----------------------------------------------

export const switches = style({ borderRadius: tokens.radius.large, border: `1px solid ${vars.color.border}` });

export const switchRow = style({
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const switchControl = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.neutralSoft,
  appearance: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: tokens.radius.full,
      background: vars.color.surface,
      boxShadow: vars.shadow.small,
      transition: 'transform 150ms ease',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'translateX(1rem)' },
    '&:disabled': { cursor: 'default', opacity: 0.55 },
  },
});

export const switchDescription = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.textMuted });
