import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const group = styleVariants({
  pills: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.space[2] },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.space[3],
    // From md every tile shares one row, however many there are.
    '@media': { [tokens.breakpoint.md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
  },
});

export const iconWrap = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease, box-shadow 120ms ease',
} as const;

const pressed = {
  '&[aria-pressed="true"]': {
    background: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.small,
  },
} as const;

export const option = styleVariants({
  pills: {
    ...base,
    padding: `${tokens.space[2]} ${tokens.space[4]}`,
    borderRadius: tokens.radius.full,
    fontSize: tokens.fontSize.sm,
    selectors: {
      '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.borderStrong, color: vars.color.text },
      ...pressed,
    },
  },
  tiles: {
    ...base,
    flexDirection: 'row',
    // A count beside a long label moves under it rather than past the tile's edge.
    flexWrap: 'wrap',
    minWidth: 0,
    padding: `${tokens.space[3]} ${tokens.space[3]}`,
    borderRadius: tokens.radius.large,
    fontSize: tokens.fontSize.sm,
    '@media': {
      [tokens.breakpoint.md]: { flexDirection: 'column', padding: `${tokens.space[4]} ${tokens.space[3]}` },
    },
    selectors: {
      // On small screens, with an odd number of tiles, the first ('All') spans the row so the others pair up.
      '&:first-child:nth-last-child(odd)': { gridColumn: '1 / -1' },
      '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.primary, color: vars.color.primary, boxShadow: vars.shadow.small },
      '&[aria-pressed="true"]': {
        background: vars.color.primarySoft,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        boxShadow: `0 0 0 1px ${vars.color.primary}`,
      },
    },
  },
});

// From the md breakpoint all tiles share one row.
globalStyle(`${group.tiles} > button:first-child`, {
  '@media': { [tokens.breakpoint.md]: { gridColumn: 'auto' } },
});

export const count = style({
  display: 'inline-block',
  minWidth: '1.5rem',
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1.6,
  textAlign: 'center',
});
