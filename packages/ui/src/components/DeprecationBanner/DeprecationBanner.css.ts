import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const icon = style({ flexShrink: 0, marginTop: 2, color: vars.color.warning });

export const text = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1], minWidth: 0 });

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });

// The owner's words, line breaks kept; a long URL wraps rather than widening the page.
export const message = style({ margin: 0, fontSize: tokens.fontSize.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
