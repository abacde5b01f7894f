import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const title = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.danger });

export const text = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

/** Why the account cannot be deleted yet. */
export const refusal = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, color: vars.color.danger });
