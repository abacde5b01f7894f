import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as layout from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ width: '100%' });

// The page's box is a raised card; the header's (`compact`) one slim muted pill without a shadow.
export const form = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: tokens.radius.xlarge,
    boxShadow: vars.shadow.medium,
    transition: 'border-color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 4px ${vars.color.primarySoft}, ${vars.shadow.medium}` },
    },
  },
  variants: {
    compact: {
      true: { borderRadius: tokens.radius.full, boxShadow: 'none', background: vars.color.surfaceMuted },
      false: {},
    },
  },
});

export const field = style({ position: 'relative', flex: 1 });

export const icon = style({ position: 'absolute', left: tokens.space[3], color: vars.color.textSubtle, pointerEvents: 'none' });

export const input = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    padding: `${tokens.space[3]} ${tokens.space[3]} ${tokens.space[3]} ${tokens.space[10]}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontSize: tokens.fontSize.base,
    lineHeight: 1.5,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle },
      '&:focus, &:focus-visible': { outline: 'none' },
      '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    },
  },
  variants: {
    compact: {
      true: { padding: `${tokens.space[2]} ${tokens.space[3]} ${tokens.space[2]} ${tokens.space[8]}`, fontSize: tokens.fontSize.sm },
      false: {},
    },
  },
});

export const submit = style({ flexShrink: 0 });

export const combobox = style({ flex: 1, minWidth: 0 });

export const chipsLabel = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });

export const chips = style({ listStyle: 'none' });

export const chip = style([
  layout.pill,
  {
    color: vars.color.textMuted,
    fontWeight: tokens.fontWeight.medium,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.primary, color: vars.color.primary, background: vars.color.primarySoft },
    },
  },
]);

// The length limit, once reached: a quiet note under the box (the box itself stops taking text).
export const limit = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });
