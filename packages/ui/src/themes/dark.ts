// The dark theme's values; applied in global.css.ts.
import type { vars } from './vars.css';

type ThemeValues = { [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string } };

export const darkTheme: ThemeValues = {
  color: {
    background: '#0b1120',
    surface: '#111827',
    surfaceMuted: '#1f2937',
    surfaceRaised: '#1e293b',
    border: '#1f2a3d',
    borderStrong: '#334155',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    textSubtle: '#94a3b8',
    primary: '#818cf8',
    primaryHover: '#a5b4fc',
    primarySoft: '#1e1b4b',
    onPrimary: '#0b1120',
    accent: '#c4b5fd',
    accentSoft: '#2e1065',
    success: '#4ade80',
    successSoft: '#052e16',
    danger: '#f87171',
    dangerSoft: '#450a0a',
    warning: '#facc15',
    warningSoft: '#422006',
    neutralSoft: '#334155',
    star: '#fbbf24',
    focusRing: '#a5b4fc',
    overlay: 'rgba(2, 6, 23, 0.7)',
    heroFrom: '#111827',
    heroTo: '#1e1b4b',
    codeBackground: '#020617',
    codeText: '#e2e8f0',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.45)',
    large: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
