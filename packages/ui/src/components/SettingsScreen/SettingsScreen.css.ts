import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const subtitle = style({ margin: `${tokens.space[1]} 0 0`, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/** One readable column: the panels are forms and lists, not a dashboard. */
export const column = style({ maxWidth: '56rem' });
