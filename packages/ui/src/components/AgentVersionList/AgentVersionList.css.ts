import { style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  minWidth: 0,
  padding: `${tokens.space[4]} ${tokens.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

// The selected version: a bar on the left, as well as aria-current on its button.
export const itemSelected = style({
  background: vars.color.primarySoft,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
  borderRadius: tokens.radius.medium,
});

export const itemYanked = style({});

export const head = layout.cluster;

export const version = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${itemYanked} &`]: { textDecoration: 'line-through' } },
});

export const versionButton = style([
  version,
  {
    padding: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.primary,
    textAlign: 'left',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    selectors: {
      '&:hover': { color: vars.color.primaryHover },
      [`${itemYanked} &`]: { textDecoration: 'underline line-through' },
    },
  },
]);

export const actions = style({ marginLeft: 'auto' });

export const yank = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space[4],
  rowGap: tokens.space[1],
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const yankNote = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

// Changelogs are plain text written with line breaks.
export const changelog = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[8]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const emptyText = style({ margin: 0, fontSize: tokens.fontSize.sm });
