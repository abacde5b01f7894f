import { style } from '@vanilla-extract/css';
import { tokens } from '../../themes/vars.css';

// The parts of a notice card that stands for an agent's state (deprecated, taken down): its icon
// beside the title (the colour is the notice's own), the title, and the words someone wrote.

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });

// Line breaks kept; a long URL wraps rather than widening the page.
export const words = style({ margin: 0, fontSize: tokens.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
