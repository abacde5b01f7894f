import { style } from '@vanilla-extract/css';
import * as choiceStyles from '../../private/styles/choice.css';
import { tokens, vars } from '../../themes/vars.css';
import * as field from '../../private/styles/field.css';

// What only the token list has: the one-time display of a new token and the create form.

// The new token's card takes the focus when it appears: a ring for the keyboard only.
export const created = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const createdTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const content = style({ maxWidth: '34rem' });

export const fieldset = choiceStyles.group;

export const legend = style([field.label, { padding: 0, marginBottom: tokens.space[1] }]);

// The scope choices can be invalid (none picked): the cards turn red then.
export const choice = style([choiceStyles.choice, { selectors: { '&:has(input[data-invalid])': { borderColor: vars.color.danger } } }]);

export const input = choiceStyles.input;

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const choiceLabel = field.label;

export const choiceHint = choiceStyles.hint;

export const scopeName = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});
