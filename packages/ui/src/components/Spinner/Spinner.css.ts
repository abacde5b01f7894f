import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = style({
  display: 'inline-block',
  borderRadius: tokens.radius.full,
  borderStyle: 'solid',
  borderColor: vars.color.neutralSoft,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  small: { width: '1rem', height: '1rem', borderWidth: '2px' },
  medium: { width: '1.75rem', height: '1.75rem', borderWidth: '3px' },
  large: { width: '3rem', height: '3rem', borderWidth: '4px' },
});

/** Over the whole viewport; centred by Box props. */
export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.background,
  zIndex: tokens.zIndex.overlay,
});
