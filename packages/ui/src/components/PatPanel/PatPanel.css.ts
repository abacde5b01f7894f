import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';
import * as shared from '../../private/styles/accountSection.css';

// --- Active token -----------------------------------------------------------------------------

export const statusTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  padding: `2px ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const statusDot = style([shared.statusDot, { boxShadow: `0 0 0 3px ${vars.color.successSoft}` }]);

// Each date on one line, label before value; the dates wrap.
export const dates = style([shared.valueList, { display: 'flex', flexWrap: 'wrap', gap: `${tokens.space[1]} ${tokens.space[5]}` }]);
globalStyle(`${dates} > div`, { display: 'flex', gap: tokens.space[1] });
globalStyle(`${dates} dt`, { color: vars.color.textMuted });

// The hidden token's row of bullets; its box is Box props.
export const masked = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  fontFamily: tokens.font.mono,
  letterSpacing: '0.1em',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'clip',
  // The row of bullets must not set the panel's width: on a phone it is simply cut off.
  contain: 'inline-size',
});

// --- CLI note ---------------------------------------------------------------------------------

export const cliIcon = style({ flexShrink: 0, marginTop: '3px', color: vars.color.textSubtle });

export const inlineCode = style({
  padding: `1px ${tokens.space[1]}`,
  borderRadius: tokens.radius.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  whiteSpace: 'nowrap',
});
