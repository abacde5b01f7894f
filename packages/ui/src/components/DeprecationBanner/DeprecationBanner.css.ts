import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const icon = style({ flexShrink: 0, marginTop: 2, color: vars.color.warning });

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });

// The owner's words, line breaks kept; a long URL wraps rather than widening the page.
export const message = style({ margin: 0, fontSize: tokens.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
