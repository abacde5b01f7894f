import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../themes/vars.css';
import { softTones } from './Badge.css';

// A coloured square or circle holding an icon or a letter: a card's avatar, a feature's icon, the
// logo's mark. Sizes are the tile's side; the shape is its corner radius.
export const iconTile = recipe({
  base: { flexShrink: 0, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  variants: {
    size: {
      xs: { width: '1.75rem', height: '1.75rem' },
      sm: { width: '2rem', height: '2rem' },
      md: { width: '2.25rem', height: '2.25rem' },
      lg: { width: '2.75rem', height: '2.75rem' },
      xl: { width: '3rem', height: '3rem' },
      '2xl': { width: '3.5rem', height: '3.5rem' },
    },
    shape: {
      medium: { borderRadius: tokens.radius.medium },
      large: { borderRadius: tokens.radius.large },
      xlarge: { borderRadius: tokens.radius.xlarge },
      round: { borderRadius: tokens.radius.full },
    },
    tone: {
      ...softTones,
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      /** The brand gradient, for the logo and a page's hero icon. */
      brand: { background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`, color: vars.color.onPrimary },
    },
  },
  defaultVariants: { size: 'lg', shape: 'large' },
});

export type IconTileVariants = NonNullable<RecipeVariants<typeof iconTile>>;
