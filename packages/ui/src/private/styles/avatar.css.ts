import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// The round picture of a person or an organisation (the profile card, a namespace page's header);
// each place sets its size.

/** The picture, ringed in the surface colour so it stands off a tinted background. */
export const portrait = style({
  borderRadius: tokens.radius.full,
  objectFit: 'cover',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.medium,
});

/** The initial drawn on the brand gradient when there is no picture; add it to `portrait`. */
export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  fontWeight: tokens.fontWeight.bold,
});
