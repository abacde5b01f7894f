import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.base });

export const suggestion = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
  fontStyle: 'italic',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: tokens.radius.small },
  },
});
