import { globalStyle, style } from '@vanilla-extract/css';
import * as choiceStyles from '../../styles/choice.css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

export { error as alert, errorIcon as alertIcon, errorText as alertText } from '../../styles/feedback.css';

/** Seven fields need more room than the shared panel's 30rem. */
export const content = style({ maxWidth: '36rem' });

export const form = layout.stack[5];

export const ref = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });

// Side by side the two fields sit a little closer than stacked ones.
export const row = style([layout.twoColumns, { '@media': { [tokens.breakpoint.md]: { gap: tokens.space[4] } } }]);

// Its own class, so the legend rule below reaches this dialog only.
export const fieldset = style([choiceStyles.group]);
globalStyle(`${fieldset} > legend`, { padding: 0, marginBottom: tokens.space[1] });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.space[2] });

export const choice = choiceStyles.choice;

export const radio = choiceStyles.input;

export const choiceText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const choiceLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const choiceHint = choiceStyles.hint;

/** A native select in the text fields' look; the browser draws the arrow. */
export const select = style({ cursor: 'pointer', selectors: { '&:disabled': { cursor: 'default' } } });
