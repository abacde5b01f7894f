import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  height: '100%',
  padding: tokens.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.xlarge,
  boxShadow: vars.shadow.small,
  listStyle: 'none',
  transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.medium, borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
  },
  '@media': {
    [tokens.breakpoint.md]: { padding: tokens.space[6] },
    '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const top = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space[3] });

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: tokens.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.accentSoft})`,
  color: vars.color.primary,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const titleBlock = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.3,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  // Published names can be one long unbroken word: wrap it rather than widen the page.
  overflowWrap: 'anywhere',
});

/** The title link stretches over the whole card, so the card is one click target. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.radius.xlarge },
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { color: vars.color.primary },
  },
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  margin: 0,
  minWidth: 0,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textSubtle,
});

/** One line beside the category badge: a long author name ends in an ellipsis (full name on hover). */
export const authorName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const category = style({ flexShrink: 0 });

export const description = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  // A long unbroken word (a name quoted in the description, highlighted in search) wraps too.
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const mark = style({
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderRadius: 3,
  padding: '0 2px',
  fontWeight: tokens.fontWeight.semibold,
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  selectors: { '&::before': { content: '"#"', color: vars.color.textSubtle } },
});

// Above the card's stretched link, so a tag opens its own list.
export const tagLink = style({
  position: 'relative',
  zIndex: 1,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: tokens.radius.small },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[5],
  margin: 0,
  marginTop: 'auto',
  paddingTop: tokens.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const metaItem = style({ display: 'flex' });

export const metaValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const metaSuffix = style({ fontWeight: tokens.fontWeight.normal, color: vars.color.textSubtle });

export const star = style({ color: vars.color.star, fill: vars.color.star });

export const metaIcon = style({ color: vars.color.textSubtle });
