import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export { actions, close, content, description, header, headerText, icon, overlay, title } from '../../private/styles/dialog.css';

export const recipient = style({ fontWeight: tokens.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

/** The amber note with an icon (`layout.note`); two sentences, so in the body's weight. */
export const notice = style([
  layout.note,
  { borderColor: vars.color.warning, background: vars.color.warningSoft, fontWeight: tokens.fontWeight.normal, lineHeight: 1.5 },
]);

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warning });

export const mail = style({ overflow: 'hidden' });

export const meta = style([
  layout.termList,
  {
    rowGap: tokens.space[1],
    padding: `${tokens.space[3]} ${tokens.space[4]}`,
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: tokens.fontSize.xs,
  },
]);
globalStyle(`${meta} dt`, { color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });
globalStyle(`${meta} dd`, { color: vars.color.text });

export const code = style({
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[5]}`,
  // Letter spacing also follows the last digit; pull it back so the code stays centred.
  paddingRight: `calc(${tokens.space[5]} - 0.3em)`,
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize['4xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'all',
});

/** The mail's link to the screen the code goes into, as a mail client shows a link. */
export const link = style({
  color: vars.color.primary,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});
