import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const icon = style({ flexShrink: 0, marginTop: 2, color: vars.color.danger });

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });

// The operators' words, line breaks kept; a long URL wraps rather than widening the page.
export const reason = style({ margin: 0, fontSize: tokens.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
