import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[8] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const title = layout.pageTitle;

export const welcome = style({ margin: 0, fontSize: tokens.fontSize.base, color: vars.color.textMuted });

// --- Stats ------------------------------------------------------------------------------------

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space[3],
  margin: 0,
  '@media': {
    [tokens.breakpoint.md]: { gap: tokens.space[4] },
    [tokens.breakpoint.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const statTile = style([layout.tile, { boxShadow: vars.shadow.small, '@media': { [tokens.breakpoint.md]: { padding: tokens.space[5] } } }]);

export const statLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
});

export const statIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: tokens.radius.medium,
});

export const tone = styleVariants({
  primary: { background: vars.color.primarySoft, color: vars.color.primary },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
});

export const statValue = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  '@media': { [tokens.breakpoint.md]: { fontSize: tokens.fontSize['3xl'] } },
});

// --- Quick actions ----------------------------------------------------------------------------

export const sectionTitle = style({
  margin: `0 0 ${tokens.space[3]}`,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.space[4] } },
});

export const actionArrow = style({
  flexShrink: 0,
  color: vars.color.textSubtle,
  transition: 'transform 150ms ease, color 150ms ease',
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[4],
  height: '100%',
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.medium },
  },
});

export const actionIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: tokens.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const actionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 });

export const actionLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold });

export const actionHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.4 });

// Arrow nudges right on hover.
globalStyle(`${action}:hover ${actionArrow}`, { transform: 'translateX(2px)', color: vars.color.primary });

// --- My agents --------------------------------------------------------------------------------

export const sectionHeader = style([layout.row, { marginBottom: tokens.space[3] }]);

/** Inside the header row the row's gap spaces the title. */
export const sectionHeaderTitle = style({ marginBottom: 0 });

// --- Agent lists ------------------------------------------------------------------------------

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[6],
  '@media': { [tokens.breakpoint.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const listCard = style({
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

export const listTitle = style({
  margin: 0,
  padding: `${tokens.space[4]} ${tokens.space[5]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const empty = style({
  margin: 0,
  padding: `${tokens.space[10]} ${tokens.space[5]}`,
  textAlign: 'center',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${rows} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

export const chevron = style({ flexShrink: 0, color: vars.color.textSubtle, transition: 'transform 150ms ease, color 150ms ease' });

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
globalStyle(`${row}:hover ${chevron}, ${row}:focus-visible ${chevron}`, { color: vars.color.primary, transform: 'translateX(2px)' });

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: tokens.radius.medium,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.sm,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

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

export const rating = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3.25rem',
  gap: tokens.space[1],
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const star = style({ color: vars.color.star, fill: vars.color.star });
