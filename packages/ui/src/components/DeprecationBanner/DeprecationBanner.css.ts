import { style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export const banner = style([layout.callout, { borderColor: vars.color.warning, background: vars.color.warningSoft }]);

export const icon = style({ flexShrink: 0, marginTop: 2, color: vars.color.warning });

export const text = layout.stack[1];

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });

// The owner's words, line breaks kept; a long URL wraps rather than widening the page.
export const message = style({ margin: 0, fontSize: tokens.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
