import { tokens, vars } from '../../themes/vars.css';

/**
 * The box of a block of code (a usage snippet, a README's `pre`): dark, bordered, scrolling
 * sideways. A plain rule, so both `style()` and `globalStyle()` can spread it and add the size.
 */
export const codeBlock = {
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  background: vars.color.codeBackground,
  color: vars.color.codeText,
  border: `1px solid ${vars.color.border}`,
  fontFamily: tokens.font.mono,
  overflowX: 'auto',
} as const;

/**
 * Code inside a sentence (a README's `code`, an agent's reference): a muted chip in the mono font,
 * a little smaller than the text around it. A plain rule, like codeBlock.
 */
export const inlineCode = {
  fontFamily: tokens.font.mono,
  fontSize: '0.875em',
  padding: '0.1em 0.35em',
  borderRadius: tokens.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
} as const;
