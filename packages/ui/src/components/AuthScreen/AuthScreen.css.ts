import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../private/styles/layout.css';
import { quietControl } from '../../private/styles/utilities.css';
import { tokens, vars } from '../../themes/vars.css';

export { spin } from '../../private/styles/motion.css';

// --- The frame: card, back link, header --------------------------------------------------------

export const card = style({ width: '100%', maxWidth: '28rem', marginInline: 'auto', boxShadow: vars.shadow.large });

export const backLink = style([
  quietControl,
  {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    padding: `${tokens.space[1]} ${tokens.space[2]}`,
    marginLeft: `calc(-1 * ${tokens.space[2]})`,
    borderRadius: tokens.radius.small,
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
  },
]);

// The mode's icon: IconTile's brand tile, lifted.
export const mark = style({ marginBottom: tokens.space[2], boxShadow: vars.shadow.medium });

export const title = style({ letterSpacing: '-0.02em' });

export const subtitle = style({ maxWidth: '22rem' });

// --- Links that look like text -----------------------------------------------------------------

const linkBase = {
  border: 0,
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: tokens.fontSize.sm,
  borderRadius: tokens.radius.small,
} as const;

export const inlineLink = style({
  ...linkBase,
  color: vars.color.primary,
  fontWeight: tokens.fontWeight.medium,
  selectors: {
    '&:hover:not(:disabled)': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed', fontVariantNumeric: 'tabular-nums' },
  },
});

/** 'Forgot your password?', at the right under the password field. */
export const forgotLink = style([inlineLink, { alignSelf: 'flex-end' }]);

export const footer = style({ paddingTop: tokens.space[5], borderTop: `1px solid ${vars.color.border}` });

export const switchLink = style({
  ...linkBase,
  padding: `2px ${tokens.space[2]}`,
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const switchEmphasis = style({
  color: vars.color.primary,
  fontWeight: tokens.fontWeight.semibold,
  selectors: { [`${switchLink}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

// --- Sign-in callouts: the unconfirmed-email notice and the demo account ------------------------

export const callout = style({ border: `1px solid ${vars.color.border}`, background: vars.color.primarySoft });

export const calloutIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.primary });

// On a narrow card the 'Use demo' button moves under the credentials rather than squeeze them.
export const calloutBody = style({ flex: '1 1 12rem', minWidth: 0 });

export const calloutTitle = style({ margin: `0 0 ${tokens.space[1]}`, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const calloutEmail = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium, overflowWrap: 'anywhere' });

export const calloutActions = style({ marginTop: tokens.space[3] });

export const demoNote = style({ margin: `${tokens.space[2]} 0 0`, color: vars.color.textMuted });

export const demoList = style([layout.termList, { rowGap: '2px', color: vars.color.textMuted }]);
globalStyle(`${demoList} code`, {
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
