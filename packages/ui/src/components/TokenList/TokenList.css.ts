import { style } from '@vanilla-extract/css';
import * as choiceStyles from '../../styles/choice.css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

// What only the token list has: the one-time display of a new token and the create form.

export const created = style([layout.tile, {
  borderColor: vars.color.success,
  background: vars.color.successSoft,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
}]);

export const createdTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const createdActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const content = style({ maxWidth: '34rem' });

export const form = layout.stack[5];

export const fieldset = choiceStyles.group;

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const choices = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.space[2] });

export const expiryChoices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.space[2],
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

// The scope choices can be invalid (none picked): the cards turn red then.
export const choice = style([choiceStyles.choice, { selectors: { '&:has(input[data-invalid])': { borderColor: vars.color.danger } } }]);

export const input = choiceStyles.input;

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const choiceLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const choiceHint = choiceStyles.hint;

export const scopeName = style({ fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });
