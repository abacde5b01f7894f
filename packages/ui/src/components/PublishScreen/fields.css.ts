import { globalStyle, style } from '@vanilla-extract/css';
import { group } from '../../private/styles/choice.css';
import { tokens, vars } from '../../themes/vars.css';

/** A fieldset that is only a group: the card around it draws the frame. */
export const fieldset = style({ border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[1],
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

/** A section's heading that is not a legend (the agent.yaml's card). */
export const sectionTitle = style([legend, { margin: 0 }]);

export const errorList = style({ listStyle: 'none' });

// Pulled up towards the field it suggests a value for.
export const suggestion = style({ margin: `calc(-1 * ${tokens.space[3]}) 0 0` });

export const suggestionValue = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });

// Its own class, so the legend rule below reaches the visibility choice only.
export const choices = style([group]);
globalStyle(`${choices} > legend`, { padding: 0, marginBottom: tokens.space[1] });
