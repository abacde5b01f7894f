import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkTheme } from './dark';
import { lightTheme } from './light';
import { tokens, vars } from './vars.css';

// Light is the default on :root; the spec's switch is a `dark` class on <html>.
createGlobalTheme(':root', vars, lightTheme);
createGlobalTheme(':root.dark', vars, darkTheme);

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

/**
 * Applied by <AppShell>. Using a class from this module keeps the global theme in an app's
 * bundle: bundlers drop modules imported only for their side effects when `sideEffects` is set.
 */
export const appRoot = style({ minHeight: '100vh' });
