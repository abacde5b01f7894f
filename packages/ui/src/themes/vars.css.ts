import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour a component may use. Components read `vars` only, never
 * literal colours; `light.ts` and `dark.ts` fill it in. The variables have stable public names,
 * `--ar-color-primary`, `--ar-shadow-small` and so on, so a host can override one in plain CSS,
 * or fill the whole contract for a subtree with vanilla-extract's `createTheme(vars, …)`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceMuted: null,
      surfaceRaised: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      textSubtle: null,
      primary: null,
      primaryHover: null,
      primarySoft: null,
      onPrimary: null,
      accent: null,
      accentSoft: null,
      success: null,
      successSoft: null,
      danger: null,
      dangerSoft: null,
      warning: null,
      warningSoft: null,
      neutralSoft: null,
      star: null,
      focusRing: null,
      overlay: null,
      heroFrom: null,
      heroTo: null,
      codeBackground: null,
      codeText: null,
    },
    shadow: {
      small: null,
      medium: null,
      large: null,
    },
  },
  (_value, path) => `ar-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);

/** Tokens that do not change between themes. */
export const tokens = {
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radius: { small: '0.375rem', medium: '0.5rem', large: '0.75rem', xlarge: '1rem', full: '9999px' },
  font: {
    body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    base: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { normal: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' },
  /** The widest the main content gets (80rem). */
  contentWidth: '80rem',
  /** The sticky header's height; toasts open below it so they never cover its controls. */
  headerHeight: '4rem',
  /** Below this width the header collapses into the slide-in menu. */
  breakpoint: { md: 'screen and (min-width: 768px)', lg: 'screen and (min-width: 1024px)' },
  zIndex: { header: 40, overlay: 50, toast: 60 },
} as const;
