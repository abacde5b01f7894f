// A README's Markdown turned into a safe HTML tree (hast), on its own so it can run in a worker
// (markdown.worker.ts), off the page's main thread. GitHub-flavoured Markdown, no raw HTML (tags are dropped, the Markdown around them
// stays), every URL through the README's rules, an id on every heading.
import type { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { urlAttributes } from 'html-url-attributes';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { HEADING_ID_PREFIX, markdownUrlTransform } from './markdownUrls';

/** The tree a README renders from (plain data: it crosses from the worker as a message). */
export type MarkdownTree = Parameters<typeof toJsxRuntime>[0];

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
  return tree;
}
