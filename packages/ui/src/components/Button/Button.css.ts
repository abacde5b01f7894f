import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../themes/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.space[2],
    borderRadius: tokens.radius.medium,
    border: '1px solid transparent',
    fontWeight: tokens.fontWeight.semibold,
    lineHeight: 1.25,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      solid: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.surface,
        selectors: { '&:hover:not(:disabled)': { opacity: 0.9 } },
      },
    },
    size: {
      small: { padding: `${tokens.space[1]} ${tokens.space[3]}`, fontSize: tokens.fontSize.sm },
      medium: { padding: `${tokens.space[2]} ${tokens.space[4]}`, fontSize: tokens.fontSize.sm },
      large: { padding: `${tokens.space[3]} ${tokens.space[6]}`, fontSize: tokens.fontSize.base },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', size: 'medium' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
