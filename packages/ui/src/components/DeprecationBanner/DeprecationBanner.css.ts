import { style } from '@vanilla-extract/css';
import * as notice from '../../private/styles/notice.css';
import { vars } from '../../themes/vars.css';

export const icon = style([notice.icon, { color: vars.color.warning }]);
