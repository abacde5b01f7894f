import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A label drawn as the control of the `visuallyHidden` input inside it (a segment of a choice, a
 * file drop zone): it holds the hidden input, takes the click, and shows the input's keyboard focus.
 * Compose with `style([hiddenInputLabel, { … }])`; the frame and states are the component's.
 */
export const hiddenInputLabel = style({
  position: 'relative',
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/**
 * A button or link with no frame of its own that lights up under the pointer (a dialog's close, a
 * back link, the profile's links). Compose with `style([quietControl, { … }])`; its size, radius and
 * colour at rest are the component's.
 */
export const quietControl = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
