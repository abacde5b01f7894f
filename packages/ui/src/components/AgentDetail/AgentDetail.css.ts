import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';
import { control } from '../TextField/TextField.css';

const { md, lg } = tokens.breakpoint;

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[6], paddingBlock: tokens.space[8] });

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: tokens.radius.small,
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  padding: tokens.space[5],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [md]: { flexDirection: 'row', alignItems: 'flex-start', padding: tokens.space[10] } },
});

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: tokens.radius.xlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  color: vars.color.primary,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.extrabold,
});

export const heroText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [md]: { fontSize: tokens.fontSize['4xl'] } },
});

export const description = style({ margin: 0, maxWidth: '48rem', fontSize: tokens.fontSize.lg, lineHeight: 1.6, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const descriptionMissing = style([description, { fontStyle: 'italic' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[3], marginTop: tokens.space[2] });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[6],
  alignItems: 'start',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
  minWidth: 0,
  '@media': { [lg]: { gridColumn: 1, gridRow: 1 } },
});

// Tighter than the shared panel on a phone; the `md` padding is repeated because this file's
// rules come after the shared ones, so a plain padding here would win at every width.
export const panel = style([layout.panel, { gap: tokens.space[4], padding: tokens.space[4], '@media': { [md]: { padding: tokens.space[6] } } }]);

export const cli = style({ gap: tokens.space[6], '@media': { [lg]: { gridColumn: 2, gridRow: 1 } } });

export const panelTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${tokens.space[4]} ${tokens.space[6]}`,
  margin: 0,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const detailLabel = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const detailValue = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space[1] });

export const star = style({ color: vars.color.star, fill: vars.color.star });

export const inlineCode = style({
  fontFamily: tokens.font.mono,
  fontSize: '0.85em',
  padding: '1px 6px',
  borderRadius: tokens.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${checklist} > li`, {
  position: 'relative',
  paddingLeft: tokens.space[6],
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${checklist} > li::before`, {
  content: '""',
  position: 'absolute',
  left: 0,
  top: '0.45em',
  width: '0.75rem',
  height: '0.4rem',
  borderLeft: `2px solid ${vars.color.success}`,
  borderBottom: `2px solid ${vars.color.success}`,
  transform: 'rotate(-45deg)',
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const stepTitle = style({ margin: 0, fontSize: tokens.fontSize.base, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const stepText = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const example = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const usage = style({
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  background: vars.color.codeBackground,
  color: vars.color.codeText,
  border: `1px solid ${vars.color.border}`,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  lineHeight: 1.7,
  overflowX: 'auto',
});

export const note = style({
  display: 'flex',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.border}`,
});

export const noteIcon = style({ flexShrink: 0, color: vars.color.primary, marginTop: 2 });

export const noteText = style({ margin: 0, fontSize: tokens.fontSize.sm, lineHeight: 1.6, color: vars.color.text });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[5],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

export const errorText = style({ margin: 0, fontWeight: tokens.fontWeight.medium });

// --- Versions, README and agent.yaml ----------------------------------------------------------

// With the README on the page, its column is the wider one.
export const columnsWithTabs = style({
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const versionPicker = layout.cluster;

// Two classes with the field's own, so it wins whatever order the stylesheets load in.
export const versionSelect = style({
  selectors: { [`&${control}`]: { width: 'auto', maxWidth: '100%', minWidth: '10rem', fontFamily: tokens.font.mono } },
});

export const yanked = style([
  layout.callout,
  { margin: 0, borderColor: vars.color.danger, background: vars.color.dangerSoft, fontWeight: tokens.fontWeight.medium, overflowWrap: 'anywhere' },
]);

export const yankedIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.danger });

export const emptyTab = style({ margin: 0, padding: `${tokens.space[6]} 0`, textAlign: 'center', color: vars.color.textMuted });
