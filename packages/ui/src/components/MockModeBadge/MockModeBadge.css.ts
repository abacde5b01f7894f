import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

// The pill's shape is Box props; its colour and its pulsing dot are its own.
export const badge = style({
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: tokens.radius.full,
  background: vars.color.warning,
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
