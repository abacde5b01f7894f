import { globalStyle, style } from '@vanilla-extract/css';
import { codeBlock, inlineCode as inlineCodeRule } from '../../private/styles/code.css';
import { tokens, vars } from '../../themes/vars.css';
import { control } from '../../private/styles/field.css';

const { lg } = tokens.breakpoint;

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
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
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

/** The description the agent does not have ('No description provided.'). */
export const missing = style({ fontStyle: 'italic' });

export const actions = style({ marginTop: tokens.space[2] });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[6],
  alignItems: 'start',
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

// With the README on the page, its column is the wider one.
export const columnsWithTabs = style({
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

// The README's column comes first in reading and Tab order (above the usage on a phone); from `lg` the usage is the right column.
export const main = style({ '@media': { [lg]: { gridColumn: 1, gridRow: 1 } } });

export const cli = style({ '@media': { [lg]: { gridColumn: 2, gridRow: 1 } } });

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

export const star = style({ color: vars.color.star, fill: vars.color.star });

export const inlineCode = style({ ...inlineCodeRule, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none' });

export const tag = style({
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

// The prerequisites, each after a green tick.
export const checklist = style([list]);

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

// Wraps rather than scroll: every option stays in sight on a phone.
export const usage = style({
  ...codeBlock,
  margin: 0,
  fontSize: tokens.fontSize.xs,
  lineHeight: 1.7,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

// The token note: a soft primary box with a neutral border.
export const note = style({ background: vars.color.primarySoft, border: `1px solid ${vars.color.border}` });

export const noteIcon = style({ flexShrink: 0, color: vars.color.primary, marginTop: 2 });

export const noteText = style({ margin: 0, fontSize: tokens.fontSize.sm, lineHeight: 1.6, color: vars.color.text });

// Two classes with the field's own, so it wins whatever order the stylesheets load in.
export const versionSelect = style({
  selectors: { [`&${control}`]: { width: 'auto', maxWidth: '100%', minWidth: '10rem', fontFamily: tokens.font.mono } },
});

export const yanked = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium, overflowWrap: 'anywhere' });

export const yankedIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.danger });

/** The star toggle's row: its height kept while the toggle loads, so the page does not shift. */
export const starRow = style({ minHeight: '2.25rem' });
