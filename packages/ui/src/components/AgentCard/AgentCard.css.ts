import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';
import * as catalogue from '../../private/styles/catalogueCard.css';

// The agent card's own parts; the frame, title, description and stats are catalogueCard's.

/** A focused card (its title link) also gets a soft ring. */
export const card = style([catalogue.card, { selectors: { '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.primarySoft}` } } }]);

export const avatar = style([
  catalogue.tile,
  {
    background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.accentSoft})`,
    color: vars.color.primary,
    fontSize: tokens.fontSize.lg,
    fontWeight: tokens.fontWeight.bold,
  },
]);

/** The title link stretches over the whole card, so the card is one click target. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.radius.xlarge },
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { color: vars.color.primary },
  },
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  margin: 0,
  minWidth: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textSubtle,
});

/**
 * One line beside the category badge: a long author name ends in an ellipsis (full name on hover).
 * Its width is the room left (`width: 0`, grown), so the name does not set the card's narrowest
 * width: in a plain grid on a phone the card fits the column rather than widening the page.
 */
export const authorName = style({
  flexGrow: 1,
  width: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const category = style({ flexShrink: 0 });

export const mark = style({
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderRadius: 3,
  padding: '0 2px',
  fontWeight: tokens.fontWeight.semibold,
});

export const tag = style({
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  selectors: { '&::before': { content: '"#"', color: vars.color.textSubtle } },
});

// Above the card's stretched link, so a tag opens its own list.
export const tagLink = style({
  position: 'relative',
  zIndex: 1,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: tokens.radius.small },
  },
});

/** Rating and downloads, at the foot of the card. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: tokens.space[5],
  rowGap: tokens.space[2],
  margin: 0,
  marginTop: 'auto',
  paddingTop: tokens.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});
