import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export { error as alert, errorIcon as alertIcon, errorText as alertText } from '../../styles/feedback.css';

/** Seven fields need more room than the shared panel's 30rem. */
export const content = style({ maxWidth: '36rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });

export const ref = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space[4] } },
});

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2], margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(`${fieldset} > legend`, { padding: 0, marginBottom: tokens.space[1] });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space[2] });

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

export const radio = style({ flexShrink: 0, margin: '2px 0 0', accentColor: vars.color.primary });

export const choiceText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const choiceHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

/** A native select in the text fields' look; the browser draws the arrow. */
export const select = style({ cursor: 'pointer', selectors: { '&:disabled': { cursor: 'default' } } });
