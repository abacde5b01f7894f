// The URL rules of a rendered README. A README is written by whoever publishes an agent and read
// on the registry's own origin, so only web links and images survive: nothing that runs script
// (javascript:, data:, vbscript:), opens another program (mailto:, file:) or loads mixed content.

/**
 * Prefix of every id a README gives its headings, as the hash links pointing at them are
 * rewritten: a heading called 'Root' must not take an id the page itself uses.
 */
export const HEADING_ID_PREFIX = 'user-content-';

// Relative references are resolved against a base that no real link can name, so a parsed URL
// still on this origin was relative (or a hash) in the README.
const BASE = 'https://readme.invalid/';
const BASE_ORIGIN = new URL(BASE).origin;

function parse(url: string): URL | null {
  try {
    // The WHATWG parser strips what a browser strips ('java\nscript:', leading spaces), so the
    // scheme checked here is the scheme the browser would follow.
    return new URL(url, BASE);
  } catch {
    return null;
  }
}

const isWeb = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/**
 * The href a README link keeps, or undefined when it must render as plain text. Allowed: http(s)
 * URLs, relative paths and hash links; a hash link to a heading gains HEADING_ID_PREFIX.
 */
export function safeLinkHref(url: string): string | undefined {
  const href = url.trim();
  if (!href) return undefined;
  const parsed = parse(href);
  if (!parsed || !isWeb(parsed)) return undefined;
  if (href.startsWith('#')) {
    const id = href.slice(1);
    if (!id) return undefined;
    return id.startsWith(HEADING_ID_PREFIX) ? href : `#${HEADING_ID_PREFIX}${id}`;
  }
  return href;
}

/** Whether a kept href leaves the registry (and so opens in a new tab). */
export function isExternalHref(href: string): boolean {
  const parsed = parse(href.trim());
  return Boolean(parsed && isWeb(parsed) && parsed.origin !== BASE_ORIGIN);
}

/**
 * The src a README image keeps, or undefined when it is dropped: absolute https URLs only (a
 * relative path would resolve against the registry's pages, http would be mixed content).
 */
export function safeImageSrc(url: string): string | undefined {
  const src = url.trim();
  if (!/^https:/i.test(src)) return undefined;
  const parsed = parse(src);
  return parsed && parsed.protocol === 'https:' && parsed.origin !== BASE_ORIGIN ? src : undefined;
}

/**
 * What a README's URL attribute becomes (see markdownTree): `src` follows the image rule, anything
 * else the link rule; undefined removes the attribute.
 */
export function markdownUrlTransform(url: string, key: string): string | undefined {
  return key === 'src' ? safeImageSrc(url) : safeLinkHref(url);
}
