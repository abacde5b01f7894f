import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';
import { control as fieldControl } from '../../private/styles/field.css';

const { md, lg } = tokens.breakpoint;

// The filter row: search, two selects and Apply on one line from `lg`, the search box twice as wide.
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: tokens.space[4],
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

/** The search box and Apply take the whole row on a tablet. */
export const wide = style({ '@media': { [md]: { gridColumn: '1 / -1' }, [lg]: { gridColumn: 'auto' } } });

/** The controls of the row are as tall as the Apply button. */
export const control = style({ height: '2.75rem' });

export const inputWrap = style({ position: 'relative' });

export const inputIcon = style({ position: 'absolute', left: tokens.space[3], color: vars.color.textSubtle, pointerEvents: 'none' });

// Room for the icon; two classes with the field's own, so it wins whatever order the stylesheets load in.
export const input = style({ selectors: { [`&${fieldControl}`]: { paddingLeft: tokens.space[8] } } });

export const more = style({ paddingTop: tokens.space[4] });

export { spin } from '../../private/styles/motion.css';

export const tagChip = style({
  padding: `${tokens.space[1]} ${tokens.space[1]} ${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const tagChipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  border: 'none',
  borderRadius: tokens.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
