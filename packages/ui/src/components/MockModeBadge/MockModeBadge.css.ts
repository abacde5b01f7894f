import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
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
