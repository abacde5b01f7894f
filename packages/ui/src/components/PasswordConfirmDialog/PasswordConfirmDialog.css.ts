import { style } from '@vanilla-extract/css';
import { tokens } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });
