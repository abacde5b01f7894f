// The shape of a parsed README (markdownTree), apart from the parser: the page that renders it
// (MarkdownContent) loads this, not the Markdown libraries.

/** One element of a README: an HTML tag (or FRAGMENT) and its React props, as plain data. */
export interface MarkdownElement {
  type: string;
  key?: string;
  props: { children?: MarkdownNode | MarkdownNode[]; [prop: string]: unknown };
}
export type MarkdownNode = MarkdownElement | string | null | undefined;

/** The tree a README renders from (plain data: it crosses from the worker as a message). */
export type MarkdownTree = MarkdownElement;

/** The type of the tree's root, which groups the README's top-level blocks. */
export const FRAGMENT = '#fragment';

/** An element's children as a list (the tree keeps a single child unwrapped, as JSX does). */
export function childrenOf(element: MarkdownElement): MarkdownNode[] {
  const { children } = element.props;
  return children === undefined ? [] : Array.isArray(children) ? children : [children];
}
