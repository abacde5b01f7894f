import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

/** The code's frame; its layout and room are Box props. */
export const box = style({
  background: vars.color.codeBackground,
  color: vars.color.codeText,
  border: `1px solid ${vars.color.border}`,
});

// Its width is the room the button leaves (`width: 0`, grown): a long command scrolls inside the
// box rather than setting the box's narrowest width, so a plain grid on a phone does not widen.
export const code = style({
  flexGrow: 1,
  width: 0,
  minWidth: 0,
  margin: 0,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  // Every character stays in sight, whatever the width: a long value wraps at its spaces (and at the
  // '/' and ':' of an image name), a word longer than the line anywhere. Lines after the first are
  // indented, so a wrapped command reads as one.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  paddingLeft: '2ch',
  textIndent: '-2ch',
});

export const copyButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  borderRadius: tokens.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: 'transparent',
  color: vars.color.codeText,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(148, 163, 184, 0.18)' } },
});
