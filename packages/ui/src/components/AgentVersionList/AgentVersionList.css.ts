import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const list = style({ listStyle: 'none' });

export const item = style({
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

/** A line of small text under the version; a long word or URL wraps rather than widen the page. */
const line = style({ margin: 0, fontSize: tokens.fontSize.sm, overflowWrap: 'anywhere' });

export const meta = style([
  line,
  { display: 'flex', flexWrap: 'wrap', columnGap: tokens.space[4], rowGap: tokens.space[1], color: vars.color.textMuted },
]);

export const yankNote = style([line, { fontWeight: tokens.fontWeight.medium, color: vars.color.danger }]);

// Changelogs are plain text written with line breaks.
export const changelog = style([line, { lineHeight: 1.6, color: vars.color.text, whiteSpace: 'pre-line' }]);

export const imageLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  fontWeight: tokens.fontWeight.medium,
});

export const digest = style({ fontFamily: tokens.font.mono, fontSize: tokens.fontSize.xs });
