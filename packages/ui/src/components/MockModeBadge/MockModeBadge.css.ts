import { keyframes, style } from '@vanilla-extract/css';
import { pill } from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

// The shared pill (its border, radius and padding), small and in warning colours, its dot before the words.
export const badge = style([
  pill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    borderColor: vars.color.warning,
    background: vars.color.warningSoft,
    color: vars.color.warning,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
]);

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: tokens.radius.full,
  background: vars.color.warning,
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
