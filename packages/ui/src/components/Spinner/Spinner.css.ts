import { style, styleVariants } from '@vanilla-extract/css';
import { spin } from '../../private/styles/motion.css';
import { tokens, vars } from '../../themes/vars.css';

export const ring = style([
  spin,
  {
    display: 'inline-block',
    borderRadius: tokens.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.neutralSoft,
    borderTopColor: vars.color.primary,
  },
]);

/**
 * The announced wrapper. The ring turns, and a turned square's corners reach past its box: clip
 * them (the ring is round, so nothing visible is lost) so a spinner never widens its container.
 */
export const status = style({ overflow: 'clip' });

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
