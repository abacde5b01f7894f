import { style } from '@vanilla-extract/css';
import { tokens, vars } from '../../themes/vars.css';

const { md, lg } = tokens.breakpoint;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[16],
  paddingBlock: tokens.space[6],
  '@media': { [lg]: { gap: tokens.space[20], paddingBlock: tokens.space[8] } },
});

// --- Hero -------------------------------------------------------------------------------------

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[6],
  padding: `${tokens.space[12]} ${tokens.space[5]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(60% 80% at 15% 0%, ${vars.color.primarySoft} 0%, transparent 70%), radial-gradient(50% 70% at 90% 100%, ${vars.color.accentSoft} 0%, transparent 70%), linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  '@media': { [md]: { padding: `${tokens.space[20]} ${tokens.space[10]}` } },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  boxShadow: vars.shadow.small,
});

export const heroTitle = style({
  margin: 0,
  maxWidth: '22ch',
  textWrap: 'balance',
  fontSize: tokens.fontSize['4xl'],
  fontWeight: tokens.fontWeight.extrabold,
  lineHeight: 1.1,
  letterSpacing: '-0.03em',
  color: vars.color.text,
  '@media': { [md]: { fontSize: '3.75rem' } },
});

export const heroAccent = style({
  color: vars.color.primary,
  '@supports': {
    '(background-clip: text) or (-webkit-background-clip: text)': {
      backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
      backgroundClip: 'text',
      WebkitBackgroundClip: 'text',
      WebkitTextFillColor: 'transparent',
    },
  },
});

export const heroLead = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: tokens.fontSize.base,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  '@media': { [md]: { fontSize: tokens.fontSize.lg } },
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.space[3] });

export const heroSearch = style({ width: '100%', maxWidth: '44rem', marginTop: tokens.space[2] });

export const heroCategories = style({ maxWidth: '44rem' });

// --- Sections ---------------------------------------------------------------------------------

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[8] });

/**
 * A long section far down the page: the browser lays it out and paints it only when it nears the
 * viewport (it stays in the accessibility tree and find-in-page). The size stands in until then.
 */
export const belowTheFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 2400px',
});

export const sectionHeader = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const sectionHeaderCentered = style([sectionHeader, { alignItems: 'center', textAlign: 'center' }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [md]: { fontSize: tokens.fontSize['3xl'] } },
});

export const sectionDescription = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: tokens.fontSize.base,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[3] });

export const centerActions = style([actions, { justifyContent: 'center' }]);

export const agentGrid = style({
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

export const comingSoon = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[12]} ${tokens.space[6]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const comingSoonIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: tokens.space[2],
  borderRadius: tokens.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const comingSoonTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const comingSoonBody = style({ margin: 0, maxWidth: '28rem', fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

// --- Agent as Code ----------------------------------------------------------------------------

export const agentAsCode = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: tokens.space[8],
  padding: tokens.space[6],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', padding: tokens.space[10], gap: tokens.space[12] } },
});

export const agentAsCodeText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.space[4] });

export const eyebrowPlain = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.primary,
  letterSpacing: '0.02em',
});

export const terminal = style({
  margin: 0,
  minWidth: 0,
  borderRadius: tokens.radius.large,
  background: vars.color.codeBackground,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.large,
  overflow: 'hidden',
});

export const terminalBar = style({
  display: 'flex',
  gap: 6,
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderBottom: '1px solid rgba(148, 163, 184, 0.2)',
});

export const terminalDot = style({
  width: 10,
  height: 10,
  borderRadius: tokens.radius.full,
  background: 'rgba(148, 163, 184, 0.45)',
});

export const terminalCode = style({
  margin: 0,
  padding: `${tokens.space[4]} ${tokens.space[5]}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.8,
  color: vars.color.codeText,
});

export const terminalPrompt = style({ color: vars.color.codeText, opacity: 0.75, userSelect: 'none' });

export const terminalComment = style({ color: vars.color.codeText, opacity: 0.8 });

export const terminalCaption = style({
  padding: `0 ${tokens.space[5]} ${tokens.space[4]}`,
  fontSize: tokens.fontSize.xs,
  color: vars.color.codeText,
  opacity: 0.8,
});

// --- Features ---------------------------------------------------------------------------------

export const features = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[6],
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: 'border-color 160ms ease, box-shadow 160ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium } },
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: tokens.radius.large,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const featureTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const featureBody = style({ margin: 0, fontSize: tokens.fontSize.sm, lineHeight: 1.6, color: vars.color.textMuted });

// --- Stats band -------------------------------------------------------------------------------

export const stats = style({
  padding: `${tokens.space[10]} ${tokens.space[6]}`,
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
});

export const statsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${tokens.space[8]} ${tokens.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.space[1], textAlign: 'center' });

export const statValue = style({
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [md]: { fontSize: tokens.fontSize['4xl'] } },
});

export const statLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.textMuted });

// --- Closing call to action -------------------------------------------------------------------

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[4],
  padding: `${tokens.space[12]} ${tokens.space[6]}`,
  textAlign: 'center',
  borderRadius: tokens.radius.xlarge,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(70% 90% at 50% 0%, ${vars.color.primarySoft} 0%, transparent 70%), ${vars.color.surface}`,
  '@media': { [md]: { padding: `${tokens.space[16]} ${tokens.space[10]}` } },
});

export const ctaTitle = style([sectionTitle]);

export const ctaLead = style([sectionDescription]);
