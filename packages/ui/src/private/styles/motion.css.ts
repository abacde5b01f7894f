import { keyframes, style } from '@vanilla-extract/css';

// Motion several components share.

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A busy icon or ring turning; slower, not stopped, for people who ask for reduced motion. */
export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
