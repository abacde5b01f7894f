import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const { md, lg } = tokens.breakpoint;

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[10], paddingBlock: tokens.space[6] });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[4],
  padding: `${tokens.space[10]} ${tokens.space[5]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(60% 80% at 15% 0%, ${vars.color.primarySoft} 0%, transparent 70%), linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [md]: { padding: `${tokens.space[16]} ${tokens.space[10]}` } },
});

export const heroTitle = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
  color: vars.color.text,
  '@media': { [md]: { fontSize: tokens.fontSize['5xl'] } },
});

export const heroLead = style({ margin: 0, maxWidth: '36rem', fontSize: tokens.fontSize.lg, lineHeight: 1.6, color: vars.color.textMuted });

export const heroSearch = style({ width: '100%', maxWidth: '44rem', marginTop: tokens.space[2] });

export const results = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[8] });

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  paddingBottom: tokens.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const resultsTitle = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [md]: { fontSize: tokens.fontSize['3xl'] } },
});

export const query = style({ color: vars.color.primary });

export const count = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const countDetail = style({ fontWeight: tokens.fontWeight.normal, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });

export const groupTitle = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const groupCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  padding: `0 ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1.6,
});

export const groupEmpty = style({
  margin: 0,
  padding: `${tokens.space[5]} ${tokens.space[6]}`,
  borderRadius: tokens.radius.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const emptyBody = style({ margin: 0, maxWidth: '28rem', fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const showcaseHeader = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.space[2], textAlign: 'center' });

export const showcaseLead = style({ margin: 0, maxWidth: '36rem', color: vars.color.textMuted, lineHeight: 1.6 });

export const showcaseActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.space[3] });

export { error, errorIcon, errorText, empty, emptyIcon, emptyTitle } from '../../styles/feedback.css';
