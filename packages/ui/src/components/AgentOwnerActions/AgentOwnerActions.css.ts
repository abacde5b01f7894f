import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** A destructive owner action (Delete, a version's Yank) on a ghost button: quiet until meant, red text, red on hover. */
export const quietDanger = style({
  selectors: {
    '&:not(:disabled)': { color: vars.color.danger },
    '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});
