import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const card = style({
  position: 'relative',
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: `${tokens.space[8]} ${tokens.space[6]}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.xlarge,
  boxShadow: vars.shadow.large,
  '@media': {
    [tokens.breakpoint.md]: { padding: `${tokens.space[10]} ${tokens.space[8]}` },
  },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  marginBottom: tokens.space[4],
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  marginLeft: `calc(-1 * ${tokens.space[2]})`,
  border: 0,
  borderRadius: tokens.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: tokens.space[2],
  marginBottom: tokens.space[6],
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: tokens.space[2],
  borderRadius: tokens.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.medium,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  maxWidth: '22rem',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
});

export const passwordBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: tokens.space[2],
});
globalStyle(`${passwordBlock} > :first-child`, { alignSelf: 'stretch' });

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

export const footer = style({
  margin: `${tokens.space[6]} 0 0`,
  paddingTop: tokens.space[5],
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

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

export const resendRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: tokens.space[1],
  margin: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const demo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  marginBottom: tokens.space[6],
  // A little tighter on phones, so the demo address fits on one line at 375 px.
  padding: tokens.space[3],
  '@media': { [tokens.breakpoint.md]: { padding: tokens.space[4] } },
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  fontSize: tokens.fontSize.sm,
});

export const demoIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.primary });

// On a narrow card the 'Use demo' button moves under the credentials rather than squeeze them.
export const demoBody = style({ flex: '1 1 12rem', minWidth: 0 });

export const demoTitle = style({ margin: `0 0 ${tokens.space[1]}`, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const calloutText = style({ margin: 0, color: vars.color.textMuted });

export const calloutEmail = style({ color: vars.color.text, fontWeight: tokens.fontWeight.medium, overflowWrap: 'anywhere' });

export const calloutActions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2], marginTop: tokens.space[3] });

export const demoNote = style({ margin: `${tokens.space[2]} 0 0`, color: vars.color.textMuted });

export const demoList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: tokens.space[3],
  rowGap: '2px',
  margin: 0,
  color: vars.color.textMuted,
});
globalStyle(`${demoList} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${demoList} code`, { fontFamily: tokens.font.mono, fontSize: tokens.fontSize.xs, color: vars.color.text, whiteSpace: 'nowrap' });

export const demoButton = style({
  flexShrink: 0,
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
