import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ color: vars.color.danger });

export const icon = style({ flexShrink: 0, marginTop: 2 });

export const message = style({ margin: 0, fontWeight: tokens.fontWeight.medium });
