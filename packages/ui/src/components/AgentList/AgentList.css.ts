import { keyframes, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const { md, lg } = tokens.breakpoint;

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[8], paddingBlock: tokens.space[8] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [md]: { fontSize: tokens.fontSize['4xl'] } },
});

export const lead = style({ margin: 0, maxWidth: '42rem', color: vars.color.textMuted, lineHeight: 1.6 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: tokens.space[4],
  padding: tokens.space[5],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  '@media': { [md]: { gridColumn: '1 / -1' }, [lg]: { gridColumn: 'auto' } },
});

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const inputIcon = style({ position: 'absolute', left: tokens.space[3], color: vars.color.textSubtle, pointerEvents: 'none' });

const control = {
  width: '100%',
  height: '2.75rem',
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
  },
} as const;

export const input = style({
  ...control,
  padding: `0 ${tokens.space[3]} 0 ${tokens.space[8]}`,
  selectors: { ...control.selectors, '&::placeholder': { color: vars.color.textSubtle } },
});

export const select = style({ ...control, padding: `0 ${tokens.space[3]}`, cursor: 'pointer' });

export const apply = style({
  height: '2.75rem',
  '@media': { [md]: { gridColumn: '1 / -1' }, [lg]: { gridColumn: 'auto' } },
});

export const countRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space[2] });

export const count = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: tokens.space[4] });

export const emptyBody = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export { error, errorIcon, errorText, empty, emptyIcon, emptyTitle } from '../../styles/feedback.css';

export const refinements = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[3] });

export const tagChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
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
