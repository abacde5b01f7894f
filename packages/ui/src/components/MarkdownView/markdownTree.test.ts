import { describe, expect, it } from 'vitest';
import { childrenOf, FRAGMENT, type MarkdownElement, type MarkdownNode } from './markdownElements';
import { markdownTree } from './markdownTree';

/** Every element of the tree, depth first. */
function elements(node: MarkdownNode): MarkdownElement[] {
  if (!node || typeof node !== 'object') return [];
  return [node, ...childrenOf(node).flatMap(elements)];
}

const byType = (markdown: string, type: string) => elements(markdownTree(markdown)).filter((element) => element.type === type);

describe('markdownTree', () => {
  it('hands the page React props: a class name string, aria-* and data-* attributes, booleans', () => {
    const tree = markdownTree('- [x] done\n\n```js\nlet x = 1;\n```\n\nSee the note[^1].\n\n[^1]: The note.\n');
    expect(tree.type).toBe(FRAGMENT);
    expect(byType('```js\nlet x = 1;\n```', 'code')[0].props.className).toBe('language-js');
    const [box] = elements(tree).filter((element) => element.type === 'input');
    expect(box.props).toMatchObject({ type: 'checkbox', checked: true, disabled: true });
    const [reference] = elements(tree).filter((element) => element.type === 'a' && 'data-footnote-ref' in element.props);
    expect(reference.props).toMatchObject({ 'aria-describedby': 'footnote-label', href: '#user-content-fn-1' });
  });

  it('gives every element among siblings its own key, so React keeps them apart', () => {
    const items = byType('- one\n- two\n- three\n', 'li');
    expect(new Set(items.map((item) => item.key)).size).toBe(3);
  });

  it('drops raw HTML and unsafe URLs before the tree leaves the parser', () => {
    const tree = markdownTree('<script>alert(1)</script>\n\n[click](javascript:alert(1)) ![x](http://example.com/a.png)\n');
    const all = elements(tree);
    expect(all.some((element) => element.type === 'script')).toBe(false);
    expect(all.find((element) => element.type === 'a')?.props.href).toBeUndefined();
    expect(all.find((element) => element.type === 'img')?.props.src).toBeUndefined();
  });

  it('is plain data that a worker can post to the page', () => {
    const tree = markdownTree('# Title\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n');
    expect(structuredClone(tree)).toEqual(tree);
    expect(byType('# Title', 'h1')[0].props.id).toBe('user-content-title');
  });
});
