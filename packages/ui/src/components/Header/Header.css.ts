import { style } from '@vanilla-extract/css';
import * as popover from '../../private/styles/popover.css';
import { tokens, vars } from '../../themes/vars.css';
import { content } from '../AppShell/AppShell.css';
import { iconTile } from '../Badge/IconTile.css';

// The header's own looks; its rows are Box props in Header.tsx. The user menu and the phone's
// slide-in menu (loaded on demand) use the classes below the line.

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: tokens.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(180%) blur(8px)',
});

/** The bar: as wide as the page's content column. */
export const inner = style([content, { height: tokens.headerHeight }]);

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

/** A link or item in a row of links or a menu: small text in a rounded, padded box. */
const item = {
  alignItems: 'center',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
} as const;

export const navLink = style({
  ...item,
  display: 'inline-flex',
  gap: tokens.space[1],
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

// The room left between the links and the actions; the search box asks it, not the screen,
// whether it fits (a signed-in header has less room than a visitor's at the same width).
export const spacer = style({ flexBasis: 0, containerType: 'inline-size' });

export const search = style({
  display: 'none',
  width: '100%',
  maxWidth: '22rem',
  padding: `0 ${tokens.space[4]}`,
  '@container': { '(min-width: 14rem)': { display: 'block' } },
});

// The search box's stand-in where it does not fit (a phone): a button to the search page, at the
// end of the room (beside the actions). Doubled class so it wins over the icon button's display.
export const searchButton = style({
  marginInlineStart: 'auto',
  '@container': { '(min-width: 14rem)': { selectors: { '&&': { display: 'none' } } } },
});

// Doubled class ('&&') so the breakpoint wins over the display of whatever it is combined with
// (a button's own `inline-flex` declared later in this file or in Button.css.ts).
export const desktopOnly = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [tokens.breakpoint.md]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

/** Hidden from sight below the md breakpoint (still read out), e.g. the wordmark beside mock mode's badge. */
export const wideOnly = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const mobileOnly = style({
  selectors: { '&&': { display: 'inline-flex' } },
  '@media': { [tokens.breakpoint.md]: { selectors: { '&&': { display: 'none' } } } },
});

/** The bordered surface of the header's buttons (theme, menu, user). */
const control = {
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
} as const;

export const iconButton = style([iconTile({ size: 'md', shape: 'medium' }), control, { color: vars.color.textMuted }]);

export const userTrigger = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    maxWidth: '16rem',
    padding: `${tokens.space[1]} ${tokens.space[2]} ${tokens.space[1]} ${tokens.space[1]}`,
    borderRadius: tokens.radius.full,
    color: vars.color.text,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
  },
]);

/** The initial in the user's round tile. */
export const avatarLetter = style({ fontWeight: tokens.fontWeight.bold, fontSize: tokens.fontSize.xs });

export const userName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// --- The user menu ----------------------------------------------------------------------------

export const menuContent = style([popover.surface, { minWidth: '12rem', zIndex: tokens.zIndex.overlay }]);

export const menuItem = style({
  ...item,
  display: 'flex',
  gap: tokens.space[2],
  width: '100%',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.surfaceMuted } },
});

export const menuSeparator = style({ height: 1, margin: `${tokens.space[1]} 0`, background: vars.color.border });

// --- The slide-in menu ------------------------------------------------------------------------

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

export const drawerHeader = style({ marginBottom: tokens.space[3] });

export const drawerTitle = style({ margin: 0, fontSize: tokens.fontSize.base, fontWeight: tokens.fontWeight.semibold });

export const drawerLink = style([navLink, { fontSize: tokens.fontSize.base, padding: tokens.space[3] }]);

/** 'Sign out' is a button dressed as the links around it. */
export const drawerButton = style([drawerLink, { border: 'none', background: 'none', cursor: 'pointer', textAlign: 'left' }]);

/** The signed-in part, under a rule. */
export const drawerSection = style({
  marginTop: tokens.space[3],
  paddingTop: tokens.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const drawerUser = style({ fontSize: tokens.fontSize.sm, color: vars.color.textSubtle, padding: `0 ${tokens.space[3]}` });
