import { globalStyle, style } from '@vanilla-extract/css';
import { termList } from '../../private/styles/layout.css';
import { inlineCode as inlineCodeRule } from '../../private/styles/code.css';
import { tokens, vars } from '../../themes/vars.css';

/** Digest, size, platforms and dates: terms beside values, the digest's box taking the room left. */
export const facts = style([termList, { rowGap: tokens.space[2], alignItems: 'center', fontSize: tokens.fontSize.sm }]);
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });
globalStyle(`${facts} dd`, { color: vars.color.text });

export const steps = style({ margin: 0, paddingLeft: tokens.space[5], display: 'flex', flexDirection: 'column', gap: tokens.space[3] });
globalStyle(`${steps} > li::marker`, { color: vars.color.textMuted, fontWeight: tokens.fontWeight.semibold });

export const text = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const inlineCode = style({ ...inlineCodeRule, overflowWrap: 'anywhere' });
