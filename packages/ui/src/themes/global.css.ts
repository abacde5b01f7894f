import { globalStyle } from '@vanilla-extract/css';
import { tokens, vars } from './vars.css';
import './light.css';
import './dark.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root.dark', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.base,
  lineHeight: 1.5,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
