import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[6], maxWidth: '56rem', margin: '0 auto' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.025em',
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  overflow: 'hidden',
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[10]} ${tokens.space[6]} ${tokens.space[8]}`,
  textAlign: 'center',
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: tokens.radius.xlarge,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.medium,
});

export const heroTitle = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const heroText = style({ margin: 0, maxWidth: '34rem', color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const features = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[3],
  margin: 0,
  padding: tokens.space[6],
  listStyle: 'none',
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space[4], padding: tokens.space[8] } },
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const featureIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: tokens.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const featureText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const featureTitle = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const featureHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.5 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[3],
  padding: `0 ${tokens.space[6]} ${tokens.space[8]}`,
});
