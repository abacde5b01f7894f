import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../themes/vars.css';

// A bordered surface. Spacing and inner layout come from Box props (padding, gap…); the card
// carries the frame: radius, tone, shadow and, for a card that is one big link, the hover lift.
export const card = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    listStyle: 'none',
  },
  variants: {
    tone: {
      default: {},
      muted: { background: vars.color.surfaceMuted },
      primary: { borderColor: vars.color.primary, background: vars.color.primarySoft },
      success: { borderColor: vars.color.success, background: vars.color.successSoft },
      warning: { borderColor: vars.color.warning, background: vars.color.warningSoft },
      danger: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
      dashed: { borderStyle: 'dashed', borderColor: vars.color.borderStrong },
    },
    radius: {
      large: { borderRadius: tokens.radius.large },
      xlarge: { borderRadius: tokens.radius.xlarge },
    },
    elevated: {
      true: { boxShadow: vars.shadow.small },
      false: {},
    },
    interactive: {
      true: {
        transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
        selectors: {
          '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.medium, borderColor: vars.color.borderStrong },
          '&:focus-within': { borderColor: vars.color.primary },
        },
        '@media': {
          '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', radius: 'large', elevated: true, interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
