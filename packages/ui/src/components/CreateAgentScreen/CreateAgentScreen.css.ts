import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

// The placeholder's own looks; its layout is Box props in CreateAgentScreen.tsx.

export const page = style({ maxWidth: '56rem', margin: '0 auto' });

/** The one card holding the announcement: raised a little more than a panel. */
export const card = style({ boxShadow: vars.shadow.medium, overflow: 'hidden' });

export const hero = style({
  padding: `${tokens.space[10]} ${tokens.space[6]} ${tokens.space[8]}`,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroIcon = style({ boxShadow: vars.shadow.medium });

export const heroText = style({ margin: 0, maxWidth: '34rem', color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const featureText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const featureHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.5 });

export const actions = style({ padding: `0 ${tokens.space[6]} ${tokens.space[8]}` });
