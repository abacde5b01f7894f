import { style } from '@vanilla-extract/css';
import * as layout from '../../private/styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';
import { card } from '../../private/styles/card.css';
import { heading } from '../NotFoundScreen/NotFoundScreen.css';

// The landing page's own looks; its layout (stacks, rows, grids) is Box props in LandingScreen.tsx.

const { md, lg } = tokens.breakpoint;

/** A flat card frame (border, xlarge radius) under a band's own background. */
const band = card({ radius: 'xlarge', elevated: false });

export const page = style({
  paddingBlock: tokens.space[6],
  '@media': { [lg]: { paddingBlock: tokens.space[8] } },
});

// --- Hero -------------------------------------------------------------------------------------

export const hero = style([
  band,
  {
    overflow: 'hidden',
    padding: `${tokens.space[12]} ${tokens.space[5]}`,
    background: `radial-gradient(60% 80% at 15% 0%, ${vars.color.primarySoft} 0%, transparent 70%), radial-gradient(50% 70% at 90% 100%, ${vars.color.accentSoft} 0%, transparent 70%), linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
    '@media': { [md]: { padding: `${tokens.space[20]} ${tokens.space[10]}` } },
  },
]);

export const eyebrow = style([
  layout.pill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[2],
    color: vars.color.primary,
    fontWeight: tokens.fontWeight.semibold,
    boxShadow: vars.shadow.small,
  },
]);

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

export const sectionDescription = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: tokens.fontSize.base,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});

/** The hero's lead: a section description, larger from `md`. */
export const heroLead = style([sectionDescription, { '@media': { [md]: { fontSize: tokens.fontSize.lg } } }]);

export const heroSearch = style({ width: '100%', maxWidth: '44rem', marginTop: tokens.space[2] });

export const heroCategories = style({ maxWidth: '44rem' });

// --- Sections ---------------------------------------------------------------------------------

/**
 * A long section far down the page: the browser lays it out and paints it only when it nears the
 * viewport (it stays in the accessibility tree and find-in-page). The size stands in until then.
 */
export const belowTheFold = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 2400px',
});

/** A section's title: the message screens' heading, a size larger from `md`. */
export const sectionTitle = style([heading, { '@media': { [md]: { fontSize: tokens.fontSize['3xl'] } } }]);

// --- Agent as Code ----------------------------------------------------------------------------

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

/** A feature card rises a little under the pointer. */
export const feature = style({
  transition: 'border-color 160ms ease, box-shadow 160ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium } },
});

export const featureTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const featureBody = style({ margin: 0, fontSize: tokens.fontSize.sm, lineHeight: 1.6, color: vars.color.textMuted });

// --- Stats band -------------------------------------------------------------------------------

export const stats = style([
  band,
  {
    padding: `${tokens.space[10]} ${tokens.space[6]}`,
    background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  },
]);

/** More room between the rows than between the columns. */
export const statsList = style({ rowGap: tokens.space[8], columnGap: tokens.space[4] });

export const statValue = style({
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [md]: { fontSize: tokens.fontSize['4xl'] } },
});

// --- Closing call to action -------------------------------------------------------------------

export const cta = style([
  band,
  {
    padding: `${tokens.space[12]} ${tokens.space[6]}`,
    background: `radial-gradient(70% 90% at 50% 0%, ${vars.color.primarySoft} 0%, transparent 70%), ${vars.color.surface}`,
    '@media': { [md]: { padding: `${tokens.space[16]} ${tokens.space[10]}` } },
  },
]);
