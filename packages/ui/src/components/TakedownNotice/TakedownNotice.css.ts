import { style } from '@vanilla-extract/css';
import * as notice from '../../private/styles/notice.css';
import { tokens, vars } from '../../themes/vars.css';

export const icon = style([notice.icon, { color: vars.color.danger }]);

export const note = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
