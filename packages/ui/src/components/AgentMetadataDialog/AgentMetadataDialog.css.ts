import { style } from '@vanilla-extract/css';
import { tokens } from '../../themes/vars.css';

/** Seven fields need more room than the shared panel's 30rem. */
export const content = style({ maxWidth: '36rem' });

export const ref = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });
