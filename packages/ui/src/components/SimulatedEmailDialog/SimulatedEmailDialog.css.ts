import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export { actions, close, content, description, header, headerText, icon, overlay, title } from '../../styles/dialog.css';

export const recipient = style({ fontWeight: tokens.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const notice = style({
  display: 'flex',
  gap: tokens.space[2],
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.medium,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.5,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.warning });

export const mail = style({
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: tokens.space[3],
  rowGap: tokens.space[1],
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.xs,
});
globalStyle(`${meta} dt`, { color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });
globalStyle(`${meta} dd`, { margin: 0, minWidth: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const mailBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[6]} ${tokens.space[4]}`,
  textAlign: 'center',
});

export const lead = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const code = style({
  margin: 0,
  padding: `${tokens.space[3]} ${tokens.space[5]}`,
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize['4xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '0.3em',
  // Letter spacing also follows the last digit; pull it back so the code stays centred.
  paddingRight: `calc(${tokens.space[5]} - 0.3em)`,
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'all',
});

export const expiry = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.textSubtle });

