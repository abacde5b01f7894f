import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { initials, portrait } from '../../private/styles/avatar.css';
import { hiddenInputLabel, quietControl } from '../../private/styles/utilities.css';
import { tokens, vars } from '../../themes/vars.css';
import * as field from '../../private/styles/field.css';

// What the profile page draws itself; its layout (the page column, the sections, the grids)
// is the primitives' props, the sections are the account panels' AccountSection.

// --- Signed-out and error states --------------------------------------------------------------

export const stateCard = style({ maxWidth: '28rem', margin: `${tokens.space[12]} auto`, boxShadow: vars.shadow.medium });

export const stateIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: tokens.radius.full,
});

export const stateTone = styleVariants({
  neutral: { background: vars.color.primarySoft, color: vars.color.primary },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

export const stateTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const stateText = style({ margin: `0 0 ${tokens.space[2]}`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

// --- Page -------------------------------------------------------------------------------------

export const subtitle = style({ margin: `${tokens.space[1]} 0 0`, color: vars.color.textMuted });

/** The summary card beside the form from `lg`; one column below. */
export const columns = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tokens.breakpoint.lg]: { gridTemplateColumns: '19rem minmax(0, 1fr)' } },
});

// --- Summary card -----------------------------------------------------------------------------

export const side = style({
  '@media': { [tokens.breakpoint.lg]: { position: 'sticky', top: tokens.space[6] } },
});

export const sideCard = style({ overflow: 'hidden' });

export const identity = style({
  padding: `${tokens.space[8]} ${tokens.space[6]} ${tokens.space[6]}`,
  background: `linear-gradient(180deg, ${vars.color.heroFrom} 0%, ${vars.color.surface} 70%)`,
});

export const avatar = style([portrait, { width: '5.5rem', height: '5.5rem', marginBottom: tokens.space[3] }]);

export const avatarFallback = style([initials, { fontSize: tokens.fontSize['3xl'] }]);

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const nameMissing = style({ color: vars.color.textMuted, fontStyle: 'italic', fontWeight: tokens.fontWeight.medium });

export const username = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const email = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[1],
  margin: `${tokens.space[1]} 0 0`,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const counts = style({ borderTop: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}` });

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: '2px',
  padding: `${tokens.space[4]} ${tokens.space[2]}`,
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.border}` } },
});
globalStyle(`${count} dt`, { fontSize: tokens.fontSize.xs, color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });
globalStyle(`${count} dd`, {
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const link = style([
  quietControl,
  {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space[3],
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
    borderRadius: tokens.radius.medium,
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
    textDecoration: 'none',
  },
]);

export const linkText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// --- Preferences ------------------------------------------------------------------------------

export const legend = style([field.label, { padding: 0, marginBottom: tokens.space[2] }]);

export const segments = style({ maxWidth: '26rem' });

// A theme choice drawn as one segment of a row of three, the label of its hidden radio; its box is Box props.
export const segment = style([
  hiddenInputLabel,
  {
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    transition: 'border-color 120ms ease, background-color 120ms ease, color 120ms ease',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:has(input:checked)': {
        borderColor: vars.color.primary,
        background: vars.color.primarySoft,
        color: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      },
      '&:has(input:disabled)': { cursor: 'default' },
      '&:has(input:disabled):not(:has(input:checked))': { background: vars.color.surfaceMuted },
    },
  },
]);

// --- Account information ----------------------------------------------------------------------

export const factTerm = style({ textTransform: 'uppercase', letterSpacing: '0.05em' });

export const factValue = style([field.label, { margin: 0 }]);

export const statusPill = style({ gap: tokens.space[2] });
