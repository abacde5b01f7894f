import { style } from '@vanilla-extract/css';
import { pageTitle } from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

// The 404 page's own looks; its layout is Box props in NotFoundScreen.tsx. `heading` and `lead` are
// also the create-agent placeholder's, and the landing page's section titles grow from `heading`.

export const page = style({ maxWidth: '32rem', margin: '0 auto' });

export const code = style({
  margin: 0,
  fontSize: '4.5rem',
  lineHeight: 1,
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.04em',
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { [tokens.breakpoint.md]: { fontSize: '6rem' } },
});

/** A message screen's title, a size under the page title. */
export const heading = style([pageTitle, { fontSize: tokens.fontSize['2xl'], letterSpacing: '-0.02em' }]);

/** The sentence under it. */
export const lead = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ marginTop: tokens.space[4] });
