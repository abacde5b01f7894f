// A host's own theme, as a consumer would write it: the contract filled with their brand colours,
// applied to one subtree by its class instead of to the whole page.
import { createTheme, style } from '@vanilla-extract/css';
import { darkTheme } from '../dark';
import { lightTheme } from '../light';
import { vars } from '../vars.css';

export const brandTheme = createTheme(vars, {
  ...lightTheme,
  color: {
    ...lightTheme.color,
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#ccfbf1',
    focusRing: '#0d9488',
    heroFrom: '#f0fdfa',
    heroTo: '#ecfeff',
  },
});

/**
 * The brand on the dark theme: the dark contract with the brand colours, and the colour scheme of
 * the browser's own parts (scrollbars, form controls) set to dark beside it.
 */
export const brandDarkTheme = style([
  createTheme(vars, {
    ...darkTheme,
    color: { ...darkTheme.color, primary: '#2dd4bf', primaryHover: '#5eead4', primarySoft: '#134e4a', focusRing: '#2dd4bf' },
  }),
  { vars: { '--ar-color-scheme': 'dark' } },
]);
