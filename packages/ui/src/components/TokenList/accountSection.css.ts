import { globalStyle, style } from '@vanilla-extract/css';
import * as dialogStyles from '../../styles/dialog.css';
import * as feedback from '../../styles/feedback.css';
import * as layout from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

// The look the account security sections share (TokenList, SessionList, ChangePasswordForm):
// a card with a heading row, and a list of item cards. Phone first: everything wraps.

// The spinner, the red ghost button and the amber note are the PAT panel's own, reused here.
export { spin, revoke as dangerButton, warning as warningNote, warningIcon } from '../PatPanel/PatPanel.css';
export { error, errorIcon, errorText } from '../../styles/feedback.css';

export const section = layout.panel;

// Top-aligned: a two-line description must not push the buttons down.
export const header = style([layout.row, { alignItems: 'flex-start' }]);

// Takes the row when there is room; on a phone the buttons move under the text.
export const headerText = style({ flex: '1 1 16rem', minWidth: 0 });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const titleIcon = style({ flexShrink: 0, color: vars.color.primary });

export const description = style({ margin: `${tokens.space[1]} 0 0`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2] });

export const note = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const list = style([layout.stack[3], { margin: 0, padding: 0, listStyle: 'none' }]);

export const item = layout.tile;

export const itemMuted = style({ background: vars.color.surfaceMuted });

export const itemHead = style([layout.cluster, { minWidth: 0 }]);

export const itemName = style({
  margin: 0,
  minWidth: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  // Names are free text: a long one without spaces wraps instead of widening the card.
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[1] });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const code = style({ fontFamily: tokens.font.mono });

/** Label/value pairs; as many columns as fit, one on a phone. */
export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});
globalStyle(`${meta} > div`, { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
globalStyle(`${meta} dt`, { fontSize: tokens.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${meta} dd`, { margin: 0, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.space[2] });

export const empty = style([feedback.empty, { padding: `${tokens.space[8]} ${tokens.space[4]}` }]);
export const emptyIcon = feedback.emptyIcon;
export const emptyText = style({ margin: 0, fontSize: tokens.fontSize.base, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

// --- Confirm dialog ---------------------------------------------------------------------------

export const confirm = style({ maxWidth: '28rem' });

export const dangerIcon = style({ selectors: { [`&${dialogStyles.icon}`]: { background: vars.color.dangerSoft, color: vars.color.danger } } });

export const confirmName = style({ overflowWrap: 'anywhere' });
