import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { darkTheme } from './dark';
import { lightTheme } from './light';
import { tokens, vars } from './vars.css';

// Light is the default on :root; the spec's switch is a `dark` class on <html>.
createGlobalTheme(':root', vars, lightTheme);
createGlobalTheme(':root.dark', vars, darkTheme);

// The scheme of the browser's own parts (scrollbars, form controls) follows the theme inside the
// package's root only: the page names it in a custom property, which changes nothing by itself,
// and `uiRoot` applies it. The host's own scrollbars and controls keep the host's scheme. A dark
// subtree of the host's own (`createTheme(vars, darkTheme)`) sets `--ar-color-scheme: dark`.
export const colorSchemeVar = '--ar-color-scheme';
globalStyle(':root', { vars: { [colorSchemeVar]: 'light' } });
globalStyle(':root.dark', { vars: { [colorSchemeVar]: 'dark' } });

/**
 * The package's base rules (box sizing, inherited fonts and link colours, the focus ring) apply
 * inside an element with this class only, so the host page keeps its own. `AppShell` carries it,
 * and so does every dialog, menu and toast the package renders in a portal; a host that shows a
 * component on its own puts it inside `<div className={uiRoot}>`. `:where()` keeps the rules as
 * weak as the bare element selectors they replace.
 */
export const uiRoot = style({
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.base,
  lineHeight: 1.5,
  color: vars.color.text,
  colorScheme: `var(${colorSchemeVar}, light)`,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(`:where(${uiRoot}), :where(${uiRoot}) *, :where(${uiRoot}) *::before, :where(${uiRoot}) *::after`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(${uiRoot}) a`, { color: 'inherit' });
globalStyle(`:where(${uiRoot}) :where(button, input, select, textarea)`, { font: 'inherit' });
globalStyle(`:where(${uiRoot}) :focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

/**
 * Applied by <AppShell>. Using a class from this module keeps the global theme in an app's
 * bundle: bundlers drop modules imported only for their side effects when `sideEffects` is set.
 */
export const appRoot = style([uiRoot, { minHeight: '100vh' }]);
