import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: tokens.space[2],
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const total = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** A fixed height: the chart never shifts the page when the numbers arrive. */
export const chart = style({ display: 'block', width: '100%', height: '7.5rem' });

export const area = style({ fill: vars.color.primarySoft, stroke: 'none' });

export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
});

export const empty = style({
  margin: 0,
  minHeight: '7.5rem',
  display: 'grid',
  placeItems: 'center',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const sparkline = style({ display: 'block', overflow: 'visible' });
