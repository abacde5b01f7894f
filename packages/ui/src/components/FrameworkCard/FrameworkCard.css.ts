import { style } from '@vanilla-extract/css';
import * as layout from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';
import * as catalogue from '../../private/styles/catalogueCard.css';

// The framework card's own parts; the frame, title, description and stats are catalogueCard's.

/** Tier 1 cards carry a thin accent line on top. */
export const topPick = style({
  overflow: 'hidden',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: 3,
      background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    },
  },
});

export const subtitle = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textSubtle, lineHeight: 1.4 });

/** Stars and popularity, between two rules. */
export const stats = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  margin: 0,
  padding: `${tokens.space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const popularity = style({ display: 'inline-flex', gap: 2 });

export const bestFor = style([layout.smallPill, { color: vars.color.textMuted, lineHeight: 1.5 }]);

export const bestForLabel = style({ fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const footer = style({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' });

export const learnMore = style([
  catalogue.statValue,
  {
    color: vars.color.primary,
    textDecoration: 'none',
    borderRadius: tokens.radius.small,
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } },
  },
]);
