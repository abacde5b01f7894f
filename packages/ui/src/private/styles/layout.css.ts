import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// Text and chrome shapes several components share; spacing, flex, grid and cards are the
// primitives' (Box, Stack, Inline, Card). Compose with `style([layout.x, { … }])` and keep only
// what differs in the component.

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

/**
 * A `dl` of terms and values side by side (a demo account's credentials, an email's headers): the
 * terms a column as wide as the longest, each value wrapping in the rest. Row gap, text and frame
 * are the component's.
 */
export const termList = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.space[3], margin: 0 });
globalStyle(`${termList} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

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
