import { globalStyle, style } from '@vanilla-extract/css';
import * as shared from '../../styles/layout.css';
import { tokens, vars } from '../../themes/vars.css';

// --- Page -------------------------------------------------------------------------------------

export const page = shared.stack[6];

export const header = shared.stack[2];

// It holds the agent's name, which may be one long word.
export const title = style([shared.pageTitle, { overflowWrap: 'anywhere' }]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const headerMeta = shared.cluster;

export const agentName = style({ fontWeight: tokens.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const loadError = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[3] });

// Edit column, then preview, then the actions; on wide screens the preview takes the right
// column beside both and stays in view while the form scrolls.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"edit" "preview" "actions"',
  gap: tokens.space[6],
  '@media': {
    [tokens.breakpoint.lg]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateAreas: '"edit preview" "actions preview"',
      gridTemplateRows: 'auto 1fr',
      columnGap: tokens.space[8],
    },
  },
});

export const edit = style({ gridArea: 'edit', display: 'flex', flexDirection: 'column', gap: tokens.space[6], minWidth: 0 });

export const actionsArea = style({ gridArea: 'actions', display: 'flex', flexDirection: 'column', gap: tokens.space[4], alignSelf: 'start', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.space[3] });

export const formError = style({ margin: 0, overflowWrap: 'anywhere' });

// --- Sections ---------------------------------------------------------------------------------

export const card = style({
  minWidth: 0,
  padding: tokens.space[5],
  borderRadius: tokens.radius.xlarge,
  '@media': { [tokens.breakpoint.md]: { padding: tokens.space[6] } },
});

/** A fieldset that is only a group: the card around it draws the frame. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[5],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: tokens.space[1],
  fontSize: tokens.fontSize.base,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const sectionTitle = style([legend, { margin: 0 }]);

export const sectionHead = shared.stack[1];

export const sectionNote = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const grid = shared.twoColumns;

// --- agent.yaml source ------------------------------------------------------------------------

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: tokens.space[4],
  borderRadius: tokens.radius.large,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.text },
    // The file input inside is hidden: its focus shows on the zone.
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dropZoneActive = style({ borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.text });

export const dropIcon = style({ flexShrink: 0, color: vars.color.primary });

export const dropText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const dropTitle = style({ fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const chooseFile = style({ color: vars.color.primary, textDecoration: 'underline' });

/** The YAML editor: monospace, no wrapping (indentation is meaning), scrolls inside itself. */
export const code = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  lineHeight: 1.6,
  whiteSpace: 'pre',
  overflowX: 'auto',
  resize: 'vertical',
  minHeight: '12rem',
  tabSize: 2,
});

export const status = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const statusOk = style({ color: vars.color.success });

export const statusError = style({ color: vars.color.danger });

export const statusIcon = style({ flexShrink: 0, marginTop: 1 });

export const excerpt = style({
  margin: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.medium,
  background: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  lineHeight: 1.5,
  overflowX: 'auto',
});

export const errorList = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1], margin: 0, padding: 0, listStyle: 'none' });

// --- Fields -----------------------------------------------------------------------------------

/** A native select in the look of the text fields. */
export const select = style({ cursor: 'pointer' });

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  margin: `calc(-1 * ${tokens.space[3]}) 0 0`,
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
});

export const suggestionValue = style({ fontFamily: tokens.font.mono, overflowWrap: 'anywhere' });

export const ports = shared.stack[3];

export const portRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: tokens.space[3],
  // Top-aligned: an error under one input must not push the other down.
  alignItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: tokens.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.large,
  '@media': { [tokens.breakpoint.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const portLegend = style({
  padding: `0 ${tokens.space[1]}`,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const removePort = style({
  justifySelf: 'start',
  // Beside the inputs on wide rows: down by a label's line and gap, centred on the input.
  '@media': { [tokens.breakpoint.md]: { marginTop: `calc(${tokens.fontSize.sm} * 1.5 + ${tokens.space[1]} + ${tokens.space[1]})` } },
});

export const addPort = style({ alignSelf: 'flex-start' });

export const empty = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const radios = style([shared.twoColumns, { gap: tokens.space[2] }]);

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[3],
  padding: tokens.space[3],
  borderRadius: tokens.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radioInput = style({ margin: '3px 0 0', accentColor: vars.color.primary });

export const radioText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const radioLabel = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium, color: vars.color.text });

export const radioHint = style({ fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

// --- Preview ----------------------------------------------------------------------------------

export const preview = style({
  gridArea: 'preview',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  minWidth: 0,
  alignSelf: 'start',
  '@media': { [tokens.breakpoint.lg]: { position: 'sticky', top: tokens.space[6] } },
});

export const previewHead = shared.stack[1];

export const previewTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3], margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1], minWidth: 0 });
globalStyle(`${fact} > dt`, {
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
globalStyle(`${fact} > dd`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[2], margin: 0, minWidth: 0 });

export const inlineCode = style({
  padding: `2px ${tokens.space[2]}`,
  borderRadius: tokens.radius.small,
  background: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const placeholder = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const yamlTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const published = style([
  excerpt,
  {
    maxHeight: '28rem',
    overflow: 'auto',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);
