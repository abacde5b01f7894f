import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

// --- Signed-out and error states --------------------------------------------------------------

export const stateCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  maxWidth: '28rem',
  margin: `${tokens.space[12]} auto`,
  padding: `${tokens.space[10]} ${tokens.space[6]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

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

export const page = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[6] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: tokens.space[4],
});

export const title = shared.pageTitle;

export const subtitle = style({ margin: `${tokens.space[1]} 0 0`, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', gap: tokens.space[2] });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[6],
  alignItems: 'start',
  '@media': { [tokens.breakpoint.lg]: { gridTemplateColumns: '19rem minmax(0, 1fr)', gap: tokens.space[8] } },
});

// --- Side card --------------------------------------------------------------------------------

export const side = style({
  '@media': { [tokens.breakpoint.lg]: { position: 'sticky', top: tokens.space[6] } },
});

export const sideCard = style({
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[1],
  padding: `${tokens.space[8]} ${tokens.space[6]} ${tokens.space[6]}`,
  textAlign: 'center',
  background: `linear-gradient(180deg, ${vars.color.heroFrom} 0%, ${vars.color.surface} 70%)`,
});

export const avatar = style({
  width: '5.5rem',
  height: '5.5rem',
  marginBottom: tokens.space[3],
  borderRadius: tokens.radius.full,
  objectFit: 'cover',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.medium,
});

export const avatarFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.bold,
});

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

export const counts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

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

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
  margin: 0,
  padding: tokens.space[3],
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const linkText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// --- Sections ---------------------------------------------------------------------------------

export const main = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[6], minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[6] });

export const section = style({
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const sectionHeader = style({
  padding: `${tokens.space[5]} ${tokens.space[5]} 0`,
  '@media': { [tokens.breakpoint.md]: { padding: `${tokens.space[6]} ${tokens.space[6]} 0` } },
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const sectionIcon = style({ color: vars.color.primary });

export const sectionDescription = style({ margin: `2px 0 0`, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const sectionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  padding: tokens.space[5],
  '@media': { [tokens.breakpoint.md]: { padding: tokens.space[6] } },
});

export const grid = shared.twoColumns;

export const fieldLabel = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

// --- Theme segments ---------------------------------------------------------------------------

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
globalStyle(`${fieldset} > legend`, { padding: 0, marginBottom: tokens.space[2] });

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: tokens.space[2],
  maxWidth: '26rem',
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease, color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'default' },
    '&:has(input:disabled):not(:has(input:checked))': { background: vars.color.surfaceMuted },
  },
});

// --- Selects ----------------------------------------------------------------------------------

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const select = style({
  width: '100%',
  padding: `${tokens.space[2]} ${tokens.space[8]} ${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.5,
  appearance: 'none',
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2394a3b8' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${tokens.space[3]} center`,
  cursor: 'pointer',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focusRing, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'default', backgroundImage: 'none' },
  },
});

// --- Switches ---------------------------------------------------------------------------------

export const switches = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: tokens.radius.large,
  border: `1px solid ${vars.color.border}`,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[4],
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const switchText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const switchDescription = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

export const switchControl = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.neutralSoft,
  appearance: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '1.125rem',
      height: '1.125rem',
      borderRadius: tokens.radius.full,
      background: vars.color.surface,
      boxShadow: vars.shadow.small,
      transition: 'transform 150ms ease',
    },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'translateX(1rem)' },
    '&:disabled': { cursor: 'default', opacity: 0.55 },
  },
});

// --- Account information ----------------------------------------------------------------------

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[4],
  margin: 0,
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });
globalStyle(`${fact} dt`, { fontSize: tokens.fontSize.xs, fontWeight: tokens.fontWeight.medium, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.05em' });
globalStyle(`${fact} dd`, { margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const statusPill = style({ gap: tokens.space[2] });

export const statusDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: tokens.radius.full,
  background: 'currentColor',
});
