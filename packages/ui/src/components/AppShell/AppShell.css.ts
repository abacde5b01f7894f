import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const main = style({
  flex: 1,
  // At least the viewport under the 4rem header: the footer starts below the fold, so a page
  // that grows as its data arrives does not push a visible footer down (a layout shift).
  minHeight: 'calc(100vh - 4rem)',
  width: '100%',
  maxWidth: tokens.contentWidth,
  margin: '0 auto',
  padding: `${tokens.space[6]} ${tokens.space[4]} ${tokens.space[12]}`,
  '@media': { [tokens.breakpoint.lg]: { padding: `${tokens.space[8]} ${tokens.space[8]} ${tokens.space[16]}` } },
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const footerInner = style({
  maxWidth: tokens.contentWidth,
  margin: '0 auto',
  padding: `${tokens.space[6]} ${tokens.space[4]}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[4],
  justifyContent: 'space-between',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textSubtle,
  '@media': { [tokens.breakpoint.lg]: { padding: `${tokens.space[6]} ${tokens.space[8]}` } },
});

export const footerLinks = style({ display: 'flex', gap: tokens.space[4], flexWrap: 'wrap' });

export const footerLink = style({ color: vars.color.textMuted, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.text } } });

export const skipLink = style({
  position: 'absolute',
  left: tokens.space[4],
  top: '-3rem',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  zIndex: tokens.zIndex.toast,
  selectors: { '&:focus': { top: tokens.space[2] } },
});
