// The opt-in page reset, for an app that is all registry (`@agent-registry/ui/reset.css`): no body
// margin, the theme's background and type on the whole page, border-box everywhere, and the theme's
// colour scheme for the page's own scrollbars and controls.
import { globalStyle } from '@vanilla-extract/css';
import { tokens, vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':root', { colorScheme: 'var(--ar-color-scheme, light)' });
globalStyle('body', {
  margin: 0,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.base,
  lineHeight: 1.5,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
