import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const list = style({
  borderBottom: `1px solid ${vars.color.border}`,
  // Three short names fit a phone; should a fourth not, the row scrolls rather than the page.
  overflowX: 'auto',
});

export const tab = style({
  flexShrink: 0,
  marginBottom: -1,
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2, borderRadius: tokens.radius.small },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: tokens.radius.small,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
