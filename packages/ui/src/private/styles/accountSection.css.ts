import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import * as layout from './layout.css';
import { tokens, vars } from '../../themes/vars.css';

// What the account panels share (the profile's sections, the PAT panel, TokenList, SessionList,
// ChangePasswordForm) beyond the layout primitives: the heading's text, the busy icon, the red
// ghost button, the toned notes and the label/value grid of an item card.

/** The icon of a button whose action is running. */
export { spin } from './motion.css';

// --- Section heading --------------------------------------------------------------------------

// Takes the row when there is room; on a phone the buttons move under the text.
export const headerText = style({ flex: '1 1 16rem', minWidth: 0 });

export const titleIcon = style({ flexShrink: 0, color: vars.color.primary });

export const description = style({ margin: `${tokens.space[1]} 0 0`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

// --- Buttons, notes and status pills ----------------------------------------------------------

/** The dot of a status pill, in the pill's colour. */
export const statusDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: tokens.radius.full,
  background: 'currentColor',
});

/** A ghost or outline button that destroys something: red while it can be pressed. */
export const dangerButton = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

const noteTones = {
  warning: { border: vars.color.warning, background: vars.color.warningSoft },
  success: { border: vars.color.success, background: vars.color.successSoft },
};

/** A one-line notice with an icon: amber (a token shown once, no expiry) or green (done). */
export const note = styleVariants(noteTones, ({ border, background }) => [layout.note, { borderColor: border, background }]);

export const noteIcon = styleVariants(noteTones, ({ border }) => ({ flexShrink: 0, marginTop: '2px', color: border }));

// --- Item cards -------------------------------------------------------------------------------

/** A list without bullets; its layout comes from Stack or Inline. */
export const plainList = style({ listStyle: 'none' });

export const itemName = style({
  margin: 0,
  minWidth: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  // Names are free text: a long one without spaces wraps instead of widening the card.
  overflowWrap: 'anywhere',
});

export const code = style({ fontFamily: tokens.font.mono });

/** A `dl` of label/value pairs in small text, the values a little heavier; its layout is the user's. */
export const valueList = style({ margin: 0, fontSize: tokens.fontSize.sm });
globalStyle(`${valueList} dd`, { margin: 0, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

/** Label/value pairs; as many columns as fit, one on a phone. */
export const meta = style([
  valueList,
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: `${tokens.space[2]} ${tokens.space[4]}` },
]);
globalStyle(`${meta} > div`, { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
globalStyle(`${meta} dt`, { fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

// --- Confirm dialog ---------------------------------------------------------------------------

export const confirm = style({ maxWidth: '28rem' });

export const confirmName = style({ overflowWrap: 'anywhere' });
