import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';
import { card } from '../../private/styles/card.css';

export const title = layout.pageTitle;

// --- Stats ------------------------------------------------------------------------------------

export const statValue = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  '@media': { [tokens.breakpoint.md]: { fontSize: tokens.fontSize['3xl'] } },
});

// --- Sections ---------------------------------------------------------------------------------

export const sectionTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

/** The arrow at the end of a link row; it nudges right when the row is hovered. */
export const arrow = style({ flexShrink: 0, color: vars.color.textSubtle, transition: 'transform 150ms ease, color 150ms ease' });

/** A quick action: a link drawn as Card's frame (large radius, small shadow), lit on hover. */
export const action = style([
  card(),
  {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[4],
    height: '100%',
    padding: tokens.space[4],
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'border-color 150ms ease, box-shadow 150ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.medium },
    },
  },
]);

export const actionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 });

export const actionLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold });

export const actionHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.4 });

// --- Agent lists ------------------------------------------------------------------------------

export const listCard = style({ overflow: 'hidden' });

export const listTitle = style({
  margin: 0,
  padding: `${tokens.space[4]} ${tokens.space[5]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

/** A list without bullets or indent. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const rows = style([list]);
globalStyle(`${rows} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[3]} ${tokens.space[5]}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'background-color 120ms ease',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
globalStyle(`${action}:hover ${arrow}, ${row}:hover ${arrow}, ${row}:focus-visible ${arrow}`, {
  color: vars.color.primary,
  transform: 'translateX(2px)',
});

/** The agent's initial in its tile. */
export const initial = style({ fontWeight: tokens.fontWeight.bold, fontSize: tokens.fontSize.sm });

export const rowName = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, overflowWrap: 'anywhere' });

export const rowDescription = style({
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  '@media': { [tokens.breakpoint.md]: { WebkitLineClamp: 1 } },
});

export const rating = style([
  layout.smallPill,
  {
    flexShrink: 0,
    justifyContent: 'center',
    minWidth: '3.25rem',
    background: vars.color.surface,
    fontWeight: tokens.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
]);

export const star = style({ color: vars.color.star, fill: vars.color.star });
