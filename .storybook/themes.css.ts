import { createTheme, style } from '@vanilla-extract/css';
import { darkTheme } from '../packages/ui/src/themes/dark';
import { colorSchemeVar } from '../packages/ui/src/themes/global.css';
import { lightTheme } from '../packages/ui/src/themes/light';
import { vars } from '../packages/ui/src/themes/vars.css';

// Each story's root carries its own theme, as a host's subtree would (`createTheme(vars, …)`), so a
// docs page that shows a light and a dark story shows each in its own theme.
const light = createTheme(vars, lightTheme);
const dark = createTheme(vars, darkTheme);

const root = style({ background: vars.color.background, color: vars.color.text });

export const storyThemes = {
  light: style([light, root, { vars: { [colorSchemeVar]: 'light' } }]),
  dark: style([dark, root, { vars: { [colorSchemeVar]: 'dark' } }]),
} as const;
