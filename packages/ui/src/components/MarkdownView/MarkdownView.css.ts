import { globalStyle, style } from '@vanilla-extract/css';
import { codeBlock, inlineCode } from '../../private/styles/code.css';
import { tokens, vars } from '../../themes/vars.css';

// Styled by element under the root class: the renderer is a lazily loaded chunk that imports no
// styles of its own (see MarkdownContent.tsx).

export const root = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: tokens.fontSize.base,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
});

export const plain = style({ whiteSpace: 'pre-wrap', fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm });

const under = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${root} ${part.trim()}`)
    .join(', ');

globalStyle(under('> :first-child'), { marginTop: 0 });
globalStyle(under('> :last-child'), { marginBottom: 0 });

globalStyle(under('p, ul, ol, blockquote, pre, [data-table-scroll], hr'), { marginBlock: `0 ${tokens.space[4]}` });

globalStyle(under('h1, h2, h3, h4, h5, h6'), {
  margin: `${tokens.space[6]} 0 ${tokens.space[3]}`,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.3,
  color: vars.color.text,
  // An anchor target under the sticky header stays visible.
  scrollMarginTop: `calc(${tokens.headerHeight} + ${tokens.space[4]})`,
});
globalStyle(under('[data-depth="1"]'), {
  fontSize: tokens.fontSize['2xl'],
  paddingBottom: tokens.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(under('[data-depth="2"]'), {
  fontSize: tokens.fontSize.xl,
  paddingBottom: tokens.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(under('[data-depth="3"]'), { fontSize: tokens.fontSize.lg });
globalStyle(under('[data-depth="4"], [data-depth="5"], [data-depth="6"]'), { fontSize: tokens.fontSize.base });

globalStyle(under('a'), { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '2px' });
globalStyle(under('a:hover'), { color: vars.color.primaryHover });

globalStyle(under('ul, ol'), { paddingLeft: tokens.space[6] });
globalStyle(under('li + li'), { marginTop: tokens.space[1] });
globalStyle(under('li > ul, li > ol'), { marginBottom: 0 });
// Task lists (remark-gfm's classes): the checkbox replaces the bullet.
globalStyle(under('.contains-task-list'), { paddingLeft: tokens.space[1] });
globalStyle(under('.task-list-item'), { listStyle: 'none' });
globalStyle(under('.task-list-item input[type="checkbox"]'), { margin: `0 ${tokens.space[2]} 0 0`, verticalAlign: 'middle' });

globalStyle(under('blockquote'), {
  marginInline: 0,
  padding: `0 ${tokens.space[4]}`,
  borderLeft: `4px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

globalStyle(under('hr'), { height: 0, border: 0, borderTop: `1px solid ${vars.color.border}` });

globalStyle(under('code'), inlineCode);

// Code blocks keep their lines (as a shell or YAML reads them) and scroll inside the block.
globalStyle(under('pre'), {
  ...codeBlock,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  whiteSpace: 'pre',
  overflowWrap: 'normal',
});
globalStyle(under('pre code'), { padding: 0, background: 'transparent', fontSize: 'inherit', color: 'inherit' });
globalStyle(under('pre:focus-visible, [data-table-scroll]:focus-visible'), {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

globalStyle(under('[data-table-scroll]'), { maxWidth: '100%', overflowX: 'auto' });
globalStyle(under('table'), { borderCollapse: 'collapse', fontSize: tokens.fontSize.sm, overflowWrap: 'normal' });
globalStyle(under('th, td'), {
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(under('th'), { background: vars.color.surfaceMuted, fontWeight: tokens.fontWeight.semibold });
globalStyle(under('tbody tr:nth-child(even)'), { background: vars.color.surfaceMuted });

globalStyle(under('img'), { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' });
globalStyle(under('[data-dropped-image]'), { fontStyle: 'italic', color: vars.color.textMuted });

globalStyle(under('del'), { color: vars.color.textMuted });
