import { style } from '@vanilla-extract/css';
import { codeBlock } from '../../private/styles/code.css';
import { pageTitle } from '../../private/styles/layout.css';
import { hiddenInputLabel } from '../../private/styles/utilities.css';
import { tokens, vars } from '../../themes/vars.css';

// --- Page -------------------------------------------------------------------------------------

// It holds the agent's name, which may be one long word.
export const title = style([pageTitle, { overflowWrap: 'anywhere' }]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const agentName = style({ fontWeight: tokens.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

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

export const edit = style({ gridArea: 'edit' });

export const actionsArea = style({ gridArea: 'actions', alignSelf: 'start' });

// --- Ports ------------------------------------------------------------------------------------

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

// --- agent.yaml source ------------------------------------------------------------------------

// The label of the hidden file input: its focus shows on the zone.
export const dropZone = style([
  hiddenInputLabel,
  {
    border: `2px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    transition: 'border-color 120ms ease, background-color 120ms ease',
    selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.text } },
  },
]);

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

export const status = style({ overflowWrap: 'anywhere' });

export const statusIcon = style({ flexShrink: 0, marginTop: 1 });

/** A block of YAML (the excerpt around an error, the published file): the shared code block, small. */
export const excerpt = style({ ...codeBlock, margin: 0, fontSize: tokens.fontSize.xs, lineHeight: 1.5 });

// --- Preview ----------------------------------------------------------------------------------

export const preview = style({
  gridArea: 'preview',
  alignSelf: 'start',
  '@media': { [tokens.breakpoint.lg]: { position: 'sticky', top: tokens.space[6] } },
});

export const previewTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const factTerm = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

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

export const yamlTitle = style({ margin: 0, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold, color: vars.color.text });

export const published = style([
  excerpt,
  {
    maxHeight: '28rem',
    overflow: 'auto',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

// --- Restored draft ---------------------------------------------------------------------------

export const draftIcon = style({ flexShrink: 0, color: vars.color.primary });

export const draftText = style({ minWidth: 0 });

export const draftTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const draftBody = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

/** The README as it will read on the agent's page: scrolls inside the preview, which stays in view. */
export const readmePreview = style({
  maxHeight: '20rem',
  overflow: 'auto',
  padding: tokens.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.large,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
