// A host's own theme, as a consumer would write it: the contract filled with their brand colours,
// applied to one subtree by its class instead of to the whole page.
import { createTheme } from '@vanilla-extract/css';
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
