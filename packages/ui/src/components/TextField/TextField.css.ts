import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const labelRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.space[2] });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const counter = style({ fontSize: tokens.fontSize.xs, color: vars.color.textSubtle });

export const control = style({
  width: '100%',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.5,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&:disabled, &[readonly]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

// A hint may carry an unbroken value (the user's long namespace): it wraps anywhere rather than widen the form.
export const hint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textSubtle, margin: 0, overflowWrap: 'anywhere' });

export const error = style({ fontSize: tokens.fontSize.xs, color: vars.color.danger, margin: 0 });
