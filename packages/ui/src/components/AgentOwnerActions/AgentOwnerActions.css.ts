import { keyframes, style } from '@vanilla-extract/css';
import { icon } from '../../styles/dialog.css';
import { vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

/** A destructive owner action (Delete, a version's Yank) on a ghost button: quiet until meant, red text, red on hover. */
export const quietDanger = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

// Two classes, so it wins over the dialog's icon whatever order the stylesheets load in.
export const dangerIcon = style({ selectors: { [`&${icon}`]: { background: vars.color.dangerSoft, color: vars.color.danger } } });
