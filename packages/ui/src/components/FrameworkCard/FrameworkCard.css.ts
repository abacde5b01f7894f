import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  height: '100%',
  padding: tokens.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.xlarge,
  boxShadow: vars.shadow.small,
  listStyle: 'none',
  transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.medium, borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.primary },
  },
  '@media': {
    [tokens.breakpoint.md]: { padding: tokens.space[6] },
    '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
  },
});

/** Tier 1 cards carry a thin accent line on top. */
export const topPick = style({
  overflow: 'hidden',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: 3,
      background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[3] });

export const iconTile = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: tokens.radius.large,
});

export const iconTone = styleVariants({
  primary: { background: vars.color.primarySoft, color: vars.color.primary },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const titleBlock = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.3,
  color: vars.color.text,
  letterSpacing: '-0.01em',
});

export const subtitle = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textSubtle, lineHeight: 1.4 });

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const stats = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  margin: 0,
  padding: `${tokens.space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stat = style({ display: 'flex', alignItems: 'center' });

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

export const statIcon = style({ color: vars.color.textSubtle });

export const statSuffix = style({ fontWeight: tokens.fontWeight.normal, color: vars.color.textSubtle });

export const popularity = style({ display: 'inline-flex', gap: 2 });

export const popularityStar = style({ color: vars.color.star, fill: vars.color.star });

export const tags = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[2] });

export const bestFor = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1.5,
});

export const bestForLabel = style({ fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const footer = style({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' });

export const learnMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.primary,
  textDecoration: 'none',
  borderRadius: tokens.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});
