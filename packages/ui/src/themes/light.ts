// The light theme's values; applied in global.css.ts.
import type { vars } from './vars.css';

/** Every value of the theme contract: what a custom theme fills in. */
export type ThemeValues = { [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string } };

export const lightTheme: ThemeValues = {
  color: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    surfaceRaised: '#ffffff',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    text: '#0f172a',
    textMuted: '#475569',
    textSubtle: '#64748b',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef2ff',
    onPrimary: '#ffffff',
    accent: '#7c3aed',
    accentSoft: '#f5f3ff',
    success: '#15803d',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    warning: '#a16207',
    warningSoft: '#fef9c3',
    neutralSoft: '#e2e8f0',
    star: '#b45309',
    focusRing: '#6366f1',
    overlay: 'rgba(15, 23, 42, 0.55)',
    heroFrom: '#eef2ff',
    heroTo: '#faf5ff',
    codeBackground: '#0f172a',
    codeText: '#e2e8f0',
  },
  shadow: {
    small: '0 1px 2px rgba(15, 23, 42, 0.06)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.08)',
    large: '0 12px 32px rgba(15, 23, 42, 0.14)',
  },
};
