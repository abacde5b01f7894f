// The Markdown renderer itself, loaded on demand by MarkdownView: react-markdown and its plugins
// weigh more than the rest of an agent's page, and most pages never show a README.
//
// It imports no styles: a lazily loaded chunk's CSS would not reach the package's style.css, so
// MarkdownView's root class styles everything here by element.
import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { HEADING_ID_PREFIX, isExternalHref, markdownUrlTransform } from './markdownUrls';

export interface MarkdownContentProps {
  markdown: string;
  headingOffset: number;
}

const remarkPlugins: Options['remarkPlugins'] = [remarkGfm];
const rehypePlugins: Options['rehypePlugins'] = [[rehypeSlug, { prefix: HEADING_ID_PREFIX }]];

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function heading(depth: number, offset: number): Components[HeadingTag] {
  const Tag = `h${Math.min(6, Math.max(1, depth + offset))}` as HeadingTag;
  // The tag follows the page's outline; the look (data-depth) follows the README's own levels.
  return function Heading({ node: _node, ...props }) {
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
    a({ node: _node, href, children, ...rest }) {
      // An unsafe link lost its href in urlTransform: its text stays, as text.
      if (!href) return <span>{children}</span>;
      // With raw HTML skipped, the other attributes are Markdown's own (a title, footnote ids).
      return (
        <a {...rest} href={href} {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
          {children}
        </a>
      );
    },
    img({ node: _node, src, alt, title }) {
      // A dropped image (not https) leaves its alt text, so the sentence around it still reads.
      if (typeof src !== 'string' || !src) return alt ? <span data-dropped-image="">{alt}</span> : null;
      return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
    },
    input({ node: _node, type, checked }) {
      // Task-list boxes are read-only marks; the item's text follows, so a short name will do.
      if (type !== 'checkbox') return null;
      return <input type="checkbox" checked={Boolean(checked)} readOnly disabled aria-label="Task" />;
    },
    pre({ node: _node, children }) {
      // Focusable: a long line scrolls inside the block, and keyboard users must reach it too.
      return <pre tabIndex={0}>{children}</pre>;
    },
    table({ node: _node, children }) {
      return (
        <div data-table-scroll="" tabIndex={0}>
          <table>{children}</table>
        </div>
      );
    },
  };
}

/**
 * A README rendered: GitHub-flavoured Markdown, no raw HTML, safe URLs, heading anchors.
 * Memoised: parsing is the costly part, and the page around a README re-renders as its other
 * data arrive (versions, stars, downloads) while the text stays the same.
 */
export default memo(function MarkdownContent({ markdown, headingOffset }: MarkdownContentProps) {
  // Stable component types, or React would remount every heading on each render.
  const mapped = useMemo(() => components(headingOffset), [headingOffset]);
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      components={mapped}
      urlTransform={markdownUrlTransform}
      // Raw HTML is never rendered (no rehype-raw): tags are dropped, the Markdown around them stays.
      skipHtml
    >
      {markdown}
    </Markdown>
  );
});
