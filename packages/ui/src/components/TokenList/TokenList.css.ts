import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// What only the token list has: the one-time display of a new token and the create form.

export const created = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const createdTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const createdActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const content = style({ maxWidth: '34rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2], margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const choices = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space[2] });

export const expiryChoices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space[2],
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

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
    '&:has(input[data-invalid])': { borderColor: vars.color.danger },
    '&:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
  },
});

export const input = style({ flexShrink: 0, margin: '2px 0 0', accentColor: vars.color.primary });

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const choiceLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const choiceHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

export const scopeName = style({ fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });
