import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  backdropFilter: 'blur(2px)',
  zIndex: tokens.zIndex.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${tokens.space[8]})`,
  maxWidth: '30rem',
  maxHeight: `calc(100vh - ${tokens.space[8]})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  padding: tokens.space[6],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  zIndex: tokens.zIndex.overlay,
  animation: `${popIn} 180ms cubic-bezier(0.16, 1, 0.3, 1)`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[3] });

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const headerText = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: '-0.01em',
});

export const description = style({ margin: `2px 0 0`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const recipient = style({ fontWeight: tokens.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: tokens.space[1],
  border: 0,
  borderRadius: tokens.radius.medium,
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space[3],
});
