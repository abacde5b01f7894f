// A README's Markdown turned into a safe tree of elements, on its own so it can run in a worker
// (markdown.worker.ts), off the page's main thread. GitHub-flavoured Markdown, no raw HTML (tags
// are dropped, the Markdown around them stays), every URL through the README's rules, an id on
// every heading. The tree's props are already React's (className, aria-*, data-*...): the page
// only calls createElement (MarkdownContent), without the attribute tables that mapping needs.
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { HEADING_ID_PREFIX, markdownUrlTransform } from './markdownUrls';
import { FRAGMENT, type MarkdownElement, type MarkdownTree } from './markdownElements';

export type { MarkdownTree };

/** hast-util-to-jsx-runtime's element factory, building data instead of React elements. */
const element = ((type: string, props: MarkdownElement['props'], key?: string): MarkdownElement =>
  key === undefined ? { type, props } : { type, key, props }) as unknown as Jsx;

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML becomes `raw` nodes, removed below: never rendered, not even as text.
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeSlug, { prefix: HEADING_ID_PREFIX });

export function markdownTree(markdown: string): MarkdownTree {
  const tree = processor.runSync(processor.parse(markdown));
  visit(tree, (node, index, parent) => {
    if (node.type === 'raw' && parent && typeof index === 'number') {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.type !== 'element') return;
    for (const [key, tags] of Object.entries(urlAttributes)) {
      if (!Object.hasOwn(node.properties, key) || (tags !== null && !tags.includes(node.tagName))) continue;
      // undefined drops the attribute: an unsafe link stays as its text, a dropped image as its alt.
      node.properties[key] = markdownUrlTransform(String(node.properties[key] || ''), key);
    }
  });
  return toJsxRuntime(tree, {
    Fragment: FRAGMENT,
    jsx: element,
    jsxs: element,
    ignoreInvalidStyle: true,
    passKeys: true,
  }) as unknown as MarkdownTree;
}
