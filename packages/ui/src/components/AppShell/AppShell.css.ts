import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const shell = style({ background: vars.color.background });

/** The content column of the header, the page and the footer: 80rem at most, centred, side room. */
export const content = style({
  width: '100%',
  maxWidth: tokens.contentWidth,
  marginInline: 'auto',
  paddingInline: tokens.space[4],
  '@media': { [tokens.breakpoint.lg]: { paddingInline: tokens.space[8] } },
});

export const main = style([
  content,
  {
    flex: 1,
    // At least the viewport under the 4rem header: the footer starts below the fold, so a page
    // that grows as its data arrives does not push a visible footer down (a layout shift).
    minHeight: 'calc(100vh - 4rem)',
    paddingTop: tokens.space[6],
    paddingBottom: tokens.space[12],
    '@media': { [tokens.breakpoint.lg]: { paddingTop: tokens.space[8], paddingBottom: tokens.space[16] } },
  },
]);

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const footerLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

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
