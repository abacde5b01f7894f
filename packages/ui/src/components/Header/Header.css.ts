import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: tokens.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(180%) blur(8px)',
});

export const inner = style({
  maxWidth: tokens.contentWidth,
  margin: '0 auto',
  height: tokens.headerHeight,
  padding: `0 ${tokens.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[6],
  '@media': { [tokens.breakpoint.lg]: { padding: `0 ${tokens.space[8]}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  letterSpacing: '-0.01em',
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: tokens.radius.medium,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
});

export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: tokens.space[1],
  '@media': { [tokens.breakpoint.md]: { display: 'flex' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

// The room left between the links and the actions; the search box asks it, not the screen,
// whether it fits (a signed-in header has less room than a visitor's at the same width).
export const spacer = style({ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0, containerType: 'inline-size' });

export const search = style({
  display: 'none',
  width: '100%',
  maxWidth: '22rem',
  padding: `0 ${tokens.space[4]}`,
  '@container': { '(min-width: 14rem)': { display: 'block' } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: tokens.space[2] });

// Doubled class ('&&') so the breakpoint wins over the display of whatever it is combined with
// (a button's own `inline-flex` declared later in this file or in Button.css.ts).
export const desktopOnly = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [tokens.breakpoint.md]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

export const mobileOnly = style({
  selectors: { '&&': { display: 'inline-flex' } },
  '@media': { [tokens.breakpoint.md]: { selectors: { '&&': { display: 'none' } } } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});

export const userTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[1]} ${tokens.space[2]} ${tokens.space[1]} ${tokens.space[1]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  maxWidth: '16rem',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.xs,
});

export const userName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menuContent = style({
  minWidth: '12rem',
  padding: tokens.space[1],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: tokens.zIndex.overlay,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  width: '100%',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});

export const menuSeparator = style({ height: 1, margin: `${tokens.space[1]} 0`, background: vars.color.border });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: tokens.zIndex.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(20rem, 85vw)',
  padding: tokens.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  zIndex: tokens.zIndex.overlay,
  overflowY: 'auto',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: tokens.space[3],
});

export const drawerTitle = style({ margin: 0, fontSize: tokens.fontSize.base, fontWeight: tokens.fontWeight.semibold });

export const drawerLink = style([navLink, { fontSize: tokens.fontSize.base, padding: `${tokens.space[3]} ${tokens.space[3]}` }]);

export const drawerSection = style({
  marginTop: tokens.space[3],
  paddingTop: tokens.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
});

export const drawerUser = style({ fontSize: tokens.fontSize.sm, color: vars.color.textSubtle, padding: `0 ${tokens.space[3]}` });
