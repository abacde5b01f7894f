import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';
import { card as cardFrame } from './card.css';
import { iconTile } from '../../components/Badge/IconTile.css';

// What the two catalogue cards, AgentCard and FrameworkCard, share. They keep to plain classes
// rather than Box: AgentCard is published to be imported alone, and Box would bring the sprinkles
// runtime and its class map into that bundle. The frame is Card's own (interactive, xlarge).

/**
 * The card: Card's interactive frame, a column of parts. A grid stretches it to its row's height
 * on its own; it sets no height of its own, which would make it as tall as its parent and push it
 * into what follows when a heading or a button shares that parent.
 */
export const card = style([
  cardFrame({ radius: 'xlarge', interactive: true }),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[4],
    padding: tokens.space[5],
    '@media': { [tokens.breakpoint.md]: { padding: tokens.space[6] } },
  },
]);

/** The top row: the icon tile, then the title block. */
export const header = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[3] });

/** The square before the title (its colour is the card's own). */
export const tile = iconTile({ size: 'lg', shape: 'large' });

export const titleBlock = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.3,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  // Published names can be one long unbroken word: wrap it rather than widen the page.
  overflowWrap: 'anywhere',
});

/** At most three lines; a long unbroken word (a name quoted, highlighted in search) wraps too. */
export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Badges, tags and marks side by side, wrapping (also a bare list). */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A figure of the stats row (rating, downloads, stars): icon, number, a lighter word after it.
export const stat = style({ display: 'flex', alignItems: 'center' });

/** An icon and a short text on one line, small and semibold: a figure, or a card's text link. */
export const statValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statSuffix = style({ fontWeight: tokens.fontWeight.normal, color: vars.color.textSubtle });

export const statIcon = style({ color: vars.color.textSubtle });

export const star = style({ color: vars.color.star, fill: vars.color.star });
