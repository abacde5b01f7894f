import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../themes/vars.css';
import { heading } from '../NotFoundScreen/NotFoundScreen.css';

// The titles and leads of the agents list, the search page and the agent page, written once.

const { md } = tokens.breakpoint;

/** A screen's one big title: 3xl on a phone, 4xl (or 5xl in the search page's hero) from `md`. */
export const screenTitle = recipe({
  base: {
    margin: 0,
    fontSize: tokens.fontSize['3xl'],
    fontWeight: tokens.fontWeight.extrabold,
    letterSpacing: '-0.02em',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      page: { '@media': { [md]: { fontSize: tokens.fontSize['4xl'] } } },
      hero: { '@media': { [md]: { fontSize: tokens.fontSize['5xl'] } } },
    },
    /** Lines closer together, for a title that may wrap (an agent's name, the hero's). */
    tight: { true: { lineHeight: 1.15 }, false: {} },
  },
  defaultVariants: { size: 'page', tight: true },
});

/** A section's title under the screen's: the message title's look, grown to 3xl from `md`. */
export const sectionTitle = style([heading, { overflowWrap: 'anywhere', '@media': { [md]: { fontSize: tokens.fontSize['3xl'] } } }]);

/** The muted paragraph under a title; `large` in a hero. */
export const lead = recipe({
  base: { margin: 0, color: vars.color.textMuted, lineHeight: 1.6, overflowWrap: 'anywhere' },
  variants: {
    width: { narrow: { maxWidth: '36rem' }, medium: { maxWidth: '42rem' }, wide: { maxWidth: '48rem' } },
    large: { true: { fontSize: tokens.fontSize.lg }, false: {} },
  },
  defaultVariants: { width: 'narrow', large: false },
});
