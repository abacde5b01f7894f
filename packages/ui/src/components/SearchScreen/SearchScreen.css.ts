import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const { md } = tokens.breakpoint;

export const hero = style({
  padding: `${tokens.space[10]} ${tokens.space[5]}`,
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(60% 80% at 15% 0%, ${vars.color.primarySoft} 0%, transparent 70%), linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [md]: { padding: `${tokens.space[16]} ${tokens.space[10]}` } },
});

export const heroSearch = style({ width: '100%', maxWidth: '44rem', marginTop: tokens.space[2] });

export const resultsHeader = style({ paddingBottom: tokens.space[4], borderBottom: `1px solid ${vars.color.border}` });

// The number beside a group's title, in a pill.
export const groupCount = style({
  minWidth: '1.75rem',
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1.6,
  textAlign: 'center',
});
