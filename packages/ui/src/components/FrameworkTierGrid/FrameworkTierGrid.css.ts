import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// The tier grid's own looks; its layout is Box props in FrameworkTierGrid.tsx.

export const tierHeader = style({ paddingBottom: tokens.space[3], borderBottom: `1px solid ${vars.color.border}` });

export const tierTitle = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[3]}`,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  '@media': { [tokens.breakpoint.md]: { fontSize: tokens.fontSize.xl } },
});

export const tierEyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const tierCount = style({
  display: 'none',
  marginLeft: 'auto',
  '@media': { [tokens.breakpoint.md]: { display: 'inline' } },
  fontSize: tokens.fontSize.sm,
  color: vars.color.textSubtle,
  whiteSpace: 'nowrap',
});

/** The warning icon of the error state, in the danger colour. */
export const errorIcon = style({ color: vars.color.danger });

/** The legend's chips: more room between them than between wrapped rows. */
export const legendGaps = style({ rowGap: tokens.space[2], columnGap: tokens.space[4] });

/** A pill under the grid, as wide as its content. */
export const legend = style([legendGaps, { alignSelf: 'center' }]);

export const legendTitle = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

const dot = { width: '0.625rem', height: '0.625rem', borderRadius: tokens.radius.full } as const;

export const legendDot = styleVariants({
  primary: { ...dot, background: vars.color.primary },
  accent: { ...dot, background: vars.color.accent },
  success: { ...dot, background: vars.color.success },
  warning: { ...dot, background: vars.color.warning },
});
