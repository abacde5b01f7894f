import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// Phone first: every row is a card of label/value pairs; from `lg` the same markup lays out as a
// table. Below `lg` seven columns with two actions cannot fit without scrolling sideways.

export const frame = style({
  '@media': {
    [tokens.breakpoint.lg]: {
      borderRadius: tokens.radius.large,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      boxShadow: vars.shadow.small,
      // A safety net for very long values; the columns normally fit.
      overflowX: 'auto',
    },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [tokens.breakpoint.lg]: { display: 'table' } },
});

// The cards carry their own labels, so the header row is only for the table layout.
export const head = style({
  display: 'none',
  '@media': { [tokens.breakpoint.lg]: { display: 'table-header-group' } },
});

export const headerCell = style({
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  textAlign: 'left',
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[3],
  '@media': {
    [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space[4] },
    [tokens.breakpoint.lg]: { display: 'table-row-group' },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${tokens.space[3]} ${tokens.space[4]}`,
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    [tokens.breakpoint.lg]: {
      display: 'table-row',
      padding: 0,
      border: 0,
      borderRadius: 0,
      background: 'transparent',
      boxShadow: 'none',
      selectors: { '&:hover': { background: vars.color.surfaceMuted } },
    },
  },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  '@media': {
    [tokens.breakpoint.lg]: {
      display: 'table-cell',
      padding: `${tokens.space[3]} ${tokens.space[4]}`,
      verticalAlign: 'middle',
      borderTop: `1px solid ${vars.color.border}`,
      // The first row sits right under the header, which draws its own line.
      selectors: { 'tr:first-child > &': { borderTop: 0 } },
    },
  },
});

/** Name and actions take the card's full width. */
export const wideCell = style({ gridColumn: '1 / -1' });

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  '@media': { [tokens.breakpoint.lg]: { textAlign: 'right', whiteSpace: 'nowrap' } },
});

export const nowrap = style({ '@media': { [tokens.breakpoint.lg]: { whiteSpace: 'nowrap' } } });

/** The column's name inside a card; the table layout has its header row instead. */
export const cellLabel = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { [tokens.breakpoint.lg]: { display: 'none' } },
});

export const nameCell = style({
  '@media': { [tokens.breakpoint.lg]: { width: '28%', minWidth: '12rem' } },
});

export const name = style({
  maxWidth: '100%',
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
  '@media': { [tokens.breakpoint.lg]: { fontSize: tokens.fontSize.sm } },
});

export const ref = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const version = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });

export const badgeValue = style({ alignSelf: 'flex-start' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  paddingTop: tokens.space[1],
  '@media': { [tokens.breakpoint.lg]: { flexWrap: 'nowrap', justifyContent: 'flex-end', paddingTop: 0 } },
});

export const emptyAction = style({ marginTop: tokens.space[3] });
