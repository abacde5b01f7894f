import { keyframes, style } from '@vanilla-extract/css';
import { icon } from '../../styles/dialog.css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const root = layout.stack[2];

export const bar = layout.cluster;

// Destructive, yet quiet until it is meant: red text, red on hover.
export const deleteButton = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const error = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.danger });

// Two classes, so it wins over the dialog's icon whatever order the stylesheets load in.
export const dangerIcon = style({ selectors: { [`&${icon}`]: { background: vars.color.dangerSoft, color: vars.color.danger } } });

export const form = layout.stack[5];
