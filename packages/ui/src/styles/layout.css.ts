import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../themes/vars.css';

// Layout pieces several components share. Compose them with `style([layout.x, { … }])` and keep
// only what differs in the component. Everything may shrink (minWidth 0), so a long value wraps
// inside instead of widening a 375 px page.

/** A vertical stack with one of the spacing steps as its gap: `stack[5]`. */
export const stack = styleVariants(
  { 1: tokens.space[1], 2: tokens.space[2], 3: tokens.space[3], 4: tokens.space[4], 5: tokens.space[5], 6: tokens.space[6] },
  (gap) => ({ display: 'flex', flexDirection: 'column', gap, minWidth: 0 }),
);

/** Small inline things (badges, buttons, a label and its value) side by side, wrapping. */
export const cluster = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[2] });

/** A heading row: text on the left, actions on the right; on a phone the actions wrap under. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
});

/** The bordered, raised card of a page section; more room from `md`. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  minWidth: 0,
  padding: tokens.space[5],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': { [tokens.breakpoint.md]: { padding: tokens.space[6] } },
});

/** A smaller bordered card inside a panel or list: one item, one tile. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  minWidth: 0,
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// Boxed notices with an icon before the text. The tone (border and background colour) is the
// component's own; these carry only the shape.

/** A block notice: a banner above content. */
export const callout = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  borderWidth: 1,
  borderStyle: 'solid',
  color: vars.color.text,
});

/** A one-line notice inside a form or panel. */
export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  borderWidth: 1,
  borderStyle: 'solid',
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

/** One column on a phone, two from `md`: form fields and choices side by side. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The one big heading at the top of a page. */
export const pageTitle = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.025em',
  color: vars.color.text,
});

// Rounded pills with a thin border. Colour and weight are the component's.

/** A pill on the surface: a hero's eyebrow, a suggestion chip. */
export const pill = style({
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: tokens.fontSize.sm,
});

/** A small outlined pill with an icon and a few words: a rating, a 'best for' mark. */
export const smallPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.xs,
});
