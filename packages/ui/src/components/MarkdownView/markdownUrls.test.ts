import { describe, expect, it } from 'vitest';
import { HEADING_ID_PREFIX, isExternalHref, markdownUrlTransform, safeImageSrc, safeLinkHref } from './markdownUrls';

/** One test a URL: `sanitise` drops it (answers undefined). */
const itDropsEach = (sanitise: (url: string) => string | undefined, urls: string[]) =>
  it.each(urls)('drops %j', (url) => {
    expect(sanitise(url)).toBeUndefined();
  });

describe('safeLinkHref', () => {
  it.each([
    'https://example.com/docs',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/',
    '//cdn.example.com/x',
    '/agents/abc',
    './docs/setup.md',
    '../LICENSE',
    'docs/setup.md',
    '?tab=versions',
  ])('keeps %s', (url) => {
    expect(safeLinkHref(url)).toBe(url);
  });

  it('trims surrounding spaces', () => {
    expect(safeLinkHref('  https://example.com  ')).toBe('https://example.com');
  });

  itDropsEach(safeLinkHref, [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:ada@example.com',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'tel:+15551234',
    'http://[::1',
    '',
    '   ',
    '#',
  ]);

  it('points hash links at the prefixed heading ids', () => {
    expect(safeLinkHref('#installation')).toBe(`#${HEADING_ID_PREFIX}installation`);
    // Footnotes already carry the prefix.
    expect(safeLinkHref(`#${HEADING_ID_PREFIX}fn-1`)).toBe(`#${HEADING_ID_PREFIX}fn-1`);
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a', true],
    ['//cdn.example.com/x', true],
    ['/agents/abc', false],
    ['docs/setup.md', false],
    ['#user-content-usage', false],
    ['?tab=versions', false],
    ['javascript:alert(1)', false],
  ])('%s -> %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});

describe('safeImageSrc', () => {
  it('keeps absolute https images', () => {
    expect(safeImageSrc('https://img.shields.io/badge/x-y-green.svg')).toBe('https://img.shields.io/badge/x-y-green.svg');
    expect(safeImageSrc('HTTPS://example.com/a.png')).toBe('HTTPS://example.com/a.png');
  });

  itDropsEach(safeImageSrc, [
    'http://example.com/a.png',
    '//example.com/a.png',
    '/logo.png',
    'logo.png',
    './docs/logo.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'javascript:alert(1)',
    'blob:https://example.com/123',
    'https://',
    '',
  ]);
});

describe('markdownUrlTransform', () => {
  it('checks src as an image and everything else as a link', () => {
    expect(markdownUrlTransform('http://example.com/a.png', 'src')).toBeUndefined();
    expect(markdownUrlTransform('https://example.com/a.png', 'src')).toBe('https://example.com/a.png');
    expect(markdownUrlTransform('http://example.com', 'href')).toBe('http://example.com');
    expect(markdownUrlTransform('javascript:alert(1)', 'href')).toBeUndefined();
    expect(markdownUrlTransform('javascript:alert(1)', 'cite')).toBeUndefined();
  });
});
