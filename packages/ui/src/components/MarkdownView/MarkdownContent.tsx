// The Markdown renderer itself, loaded on demand by MarkdownView: the Markdown libraries weigh
// more than the rest of an agent's page, and most pages never show a README.
//
// The parse (markdownTree) runs in a worker where the page can start one, so a README never
// holds the page still; it hands back elements with React's props, and here they only become
// React elements. Without a worker (or when it fails) the same parse runs on the page.
//
// It imports no styles: a lazily loaded chunk's CSS would not reach the package's style.css, so
// MarkdownView's root class styles everything here by element.
import {
  createElement,
  Fragment,
  memo,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { childrenOf, FRAGMENT, type MarkdownNode, type MarkdownTree } from './markdownElements';
import type { MarkdownRequest } from './markdown.worker';
import { Spinner } from '../Spinner/Spinner';
import { isExternalHref } from './markdownUrls';

export interface MarkdownContentProps {
  markdown: string;
  headingOffset: number;
}

/** The same parse on the page (no worker, or the worker failed). */
const parseHere = (markdown: string) => import('./markdownTree').then(({ markdownTree }) => markdownTree(markdown));

/**
 * Vite's dev server (Storybook, the app's `dev`) serves a worker its packages as it serves the page,
 * in their browser builds, and the parser's entity decoder needs `document` in that build; built
 * bundles give the worker the worker builds (scripts/worker-plugins.js, the package's tsup config).
 */
const devServer = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

/** The parsing worker: undefined until first asked for, null when none can run here. */
let worker: Worker | null | undefined;
let lastRequest = 0;
const pending = new Map<number, (tree: MarkdownTree | null) => void>();

function parsingWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      devServer || typeof Worker === 'undefined' ? null : new Worker(new URL('./markdown.worker.js', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = ({ data }: MessageEvent<{ id: number; tree: MarkdownTree | null }>) => {
    pending.get(data.id)?.(data.tree);
    pending.delete(data.id);
  };
  // It could not load (a bundler that does not emit it, a strict policy): the page parses from now on.
  worker.onerror = () => {
    worker = null;
    for (const settle of pending.values()) settle(null);
    pending.clear();
  };
  return worker;
}

function parse(markdown: string): Promise<MarkdownTree> {
  const parser = parsingWorker();
  if (!parser) return parseHere(markdown);
  return new Promise<MarkdownTree | null>((resolve) => {
    const request: MarkdownRequest = { id: ++lastRequest, markdown };
    pending.set(request.id, resolve);
    parser.postMessage(request);
  }).then((tree) => tree ?? parseHere(markdown));
}

/** One parse per text, the last few kept for a version switch. */
const parses = new Map<string, Promise<MarkdownTree>>();
const KEPT_PARSES = 8;

function parseOnce(markdown: string): Promise<MarkdownTree> {
  let tree = parses.get(markdown);
  if (!tree) {
    tree = parse(markdown);
    parses.set(markdown, tree);
    // A failed parse (its chunk did not load) is tried again next time.
    tree.catch(() => parses.delete(markdown));
    const oldest = parses.keys().next().value;
    if (parses.size > KEPT_PARSES && oldest !== undefined) parses.delete(oldest);
  }
  return tree;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
/** The elements a README draws its own way, by tag. */
type Components = Record<string, ComponentType<Record<string, unknown>>>;

function heading(depth: number, offset: number) {
  const Tag = `h${Math.min(6, Math.max(1, depth + offset))}` as HeadingTag;
  // The tag follows the page's outline; the look (data-depth) follows the README's own levels.
  return function Heading(props: ComponentProps<'h1'>) {
    return <Tag {...props} data-depth={depth} />;
  };
}

function components(headingOffset: number): Components {
  return {
    h1: heading(1, headingOffset),
    h2: heading(2, headingOffset),
    h3: heading(3, headingOffset),
    h4: heading(4, headingOffset),
    h5: heading(5, headingOffset),
    h6: heading(6, headingOffset),
    a({ href, children, ...rest }: ComponentProps<'a'>) {
      // An unsafe link lost its href in urlTransform: its text stays, as text.
      if (!href) return <span>{children}</span>;
      // With raw HTML skipped, the other attributes are Markdown's own (a title, footnote ids).
      return (
        <a {...rest} href={href} {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
          {children}
        </a>
      );
    },
    img({ src, alt, title }: ComponentProps<'img'>) {
      // A dropped image (not https) leaves its alt text, so the sentence around it still reads.
      if (typeof src !== 'string' || !src) return alt ? <span data-dropped-image="">{alt}</span> : null;
      return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
    },
    input({ type, checked }: ComponentProps<'input'>) {
      // Task-list boxes are read-only marks; the item's text follows, so a short name will do.
      if (type !== 'checkbox') return null;
      return <input type="checkbox" checked={Boolean(checked)} readOnly disabled aria-label="Task" />;
    },
    pre({ children }: ComponentProps<'pre'>) {
      // Focusable: a long line scrolls inside the block, and keyboard users must reach it too.
      return <pre tabIndex={0}>{children}</pre>;
    },
    table({ children }: ComponentProps<'table'>) {
      return (
        <div data-table-scroll="" tabIndex={0}>
          <table>{children}</table>
        </div>
      );
    },
  } as Components;
}

/** The parsed tree as React elements, with `drawn`'s components for their tags. */
function toElements(node: MarkdownNode, drawn: Components): ReactNode {
  if (node === null || typeof node !== 'object') return node;
  const { children: _children, ...props } = node.props;
  const type = node.type === FRAGMENT ? Fragment : (drawn[node.type] ?? node.type);
  return createElement(
    type,
    node.key === undefined ? props : { ...props, key: node.key },
    ...childrenOf(node).map((child) => toElements(child, drawn)),
  );
}

/**
 * A README rendered: GitHub-flavoured Markdown, no raw HTML, safe URLs, heading anchors. A
 * spinner shows until the first parse is done; while a changed text is parsed (a version switch,
 * the publish form's live preview) the last one stays. Memoised: the page around a README
 * re-renders as its other data arrive (versions, stars, downloads) while the text stays.
 */
export default memo(function MarkdownContent({ markdown, headingOffset }: MarkdownContentProps) {
  const [parsed, setParsed] = useState<MarkdownTree | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let wanted = true;
    parseOnce(markdown).then(
      (tree) => wanted && setParsed(tree),
      (error: unknown) => wanted && setFailure(error),
    );
    return () => {
      wanted = false;
    };
  }, [markdown]);
  // Stable component types, or React would remount every heading on each render.
  const mapped = useMemo(() => components(headingOffset), [headingOffset]);
  const content = useMemo(() => parsed && toElements(parsed, mapped), [parsed, mapped]);
  // MarkdownView's boundary shows the text as it is.
  if (failure) throw failure;
  return content ?? <Spinner label="Loading README" />;
});
