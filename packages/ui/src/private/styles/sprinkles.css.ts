import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { tokens, vars } from '../../themes/vars.css';

// The atoms behind Box, Stack and Inline: spacing, flex and grid as props, so a component's
// .css.ts keeps only what these cannot say. The set is kept small on purpose: every value here
// is one class in the CSS and one entry in the JS map.

const space = tokens.space;

/** Layout that may change from `md` or `lg`: `gap={{ base: 3, md: 5 }}`. */
const responsive = defineProperties({
  conditions: {
    base: {},
    md: { '@media': tokens.breakpoint.md },
    lg: { '@media': tokens.breakpoint.lg },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    padding: space,
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
});

/** What does not change with the width. */
const fixed = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0],
    minWidth: [0],
    margin: { 0: '0' },
    paddingBlock: space,
    paddingInline: space,
    textAlign: ['left', 'center'],
    fontSize: tokens.fontSize,
    fontWeight: tokens.fontWeight,
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      subtle: vars.color.textSubtle,
      danger: vars.color.danger,
      success: vars.color.success,
      primary: vars.color.primary,
    },
    background: { surface: vars.color.surface, muted: vars.color.surfaceMuted },
    borderRadius: tokens.radius,
  },
});

export const sprinkles = createSprinkles(responsive, fixed);

export type Sprinkles = Parameters<typeof sprinkles>[0];
