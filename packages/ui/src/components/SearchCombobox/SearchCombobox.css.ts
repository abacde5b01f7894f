import { style } from '@vanilla-extract/css';
import { controlFrame } from '../../private/styles/field.css';
import * as popover from '../../private/styles/popover.css';
import { tokens, vars } from '../../themes/vars.css';

export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

/** The box's own look, used only when the host passes no `inputClassName`. */
export const input = style({
  ...controlFrame,
  minWidth: 0,
  fontSize: tokens.fontSize.base,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const popup = style([
  popover.surface,
  {
    position: 'absolute',
    top: `calc(100% + ${tokens.space[2]})`,
    left: 0,
    right: 0,
    // Above the page's content, under dialogs and toasts.
    zIndex: tokens.zIndex.header,
    maxHeight: 'min(24rem, 60vh)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    color: vars.color.text,
    textAlign: 'left',
  },
]);

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft },
  },
});

export const optionIcon = style({ flexShrink: 0, color: vars.color.primary });

export const optionLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const match = style({ fontWeight: tokens.fontWeight.bold });

export const kind = style({
  flexShrink: 0,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
});

export const message = style({ overflowWrap: 'anywhere' });
