import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const button = style({ gap: tokens.space[2] });

export const starred = style({ borderColor: vars.color.star });

/** The star filled in its own colour once starred. */
export const filled = style({ fill: vars.color.star, color: vars.color.star });

/** The count, set off from the label like a badge. */
export const count = style({
  paddingLeft: tokens.space[2],
  borderLeft: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});
