import { style } from '@vanilla-extract/css';
import { initials, portrait } from '../../private/styles/avatar.css';
import { tokens, vars } from '../../themes/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[5],
});

export const avatar = style([portrait, { width: '5rem', height: '5rem', flexShrink: 0 }]);

export const avatarFallback = style([initials, { fontSize: tokens.fontSize['2xl'] }]);

export const identity = style({ minWidth: 0, flex: '1 1 14rem' });

export const bio = style({ margin: 0, color: vars.color.textMuted, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** A long unbroken name (a German compound, a CamelCase organisation) breaks rather than widening a phone's page. */
export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });
