import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../themes/vars.css';

/** The soft tones: a pale background with the strong colour on it (badges, icon tiles). */
export const softTones = {
  primary: { background: vars.color.primarySoft, color: vars.color.primary },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    padding: `2px ${tokens.space[2]}`,
    borderRadius: tokens.radius.full,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: { neutral: { background: vars.color.neutralSoft, color: vars.color.text }, ...softTones },
  },
  defaultVariants: { tone: 'neutral' },
});
