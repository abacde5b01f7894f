import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const grid = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[12] });

export const tier = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });

export const tierHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  paddingBottom: tokens.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});

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

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [tokens.breakpoint.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const state = style({ display: 'flex', justifyContent: 'center', padding: `${tokens.space[8]} 0` });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[12]} ${tokens.space[6]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

const messageIconBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: tokens.space[2],
  borderRadius: tokens.radius.full,
} as const;

export const messageIcon = styleVariants({
  danger: { ...messageIconBase, background: vars.color.dangerSoft, color: vars.color.danger },
  neutral: { ...messageIconBase, background: vars.color.surfaceMuted, color: vars.color.textMuted },
});

export const messageTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const messageBody = style({ margin: 0, maxWidth: '28rem', fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  padding: `${tokens.space[3]} ${tokens.space[5]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  alignSelf: 'center',
});

export const legendTitle = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

const dot = { width: '0.625rem', height: '0.625rem', borderRadius: tokens.radius.full } as const;

export const legendDot = styleVariants({
  primary: { ...dot, background: vars.color.primary },
  accent: { ...dot, background: vars.color.accent },
  success: { ...dot, background: vars.color.success },
  warning: { ...dot, background: vars.color.warning },
});
