import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { dark, phone } from '../../testing/storyVariants';
import { hostileReadme, longCodeReadme, typicalReadme } from './fixtures';
import { MarkdownView } from './MarkdownView';

const meta = preview.meta({
  title: 'Components/MarkdownView',
  component: MarkdownView,
  args: { markdown: typicalReadme },
  decorators: [frame('column')],
});

/** The renderer loads on first use; the first one in a test run can take a moment. */
const lazyLoad = { timeout: 15_000 };

/** Headings with anchors, a badge, a code block, a table, lists, a quote and links. */
export const TypicalReadme = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // The renderer loads on first use.
    const title = await canvas.findByRole('heading', { name: 'Email Assistant' }, lazyLoad);
    // One level under the page's h1; ids carry the prefix, and hash links follow them.
    await expect(title.tagName).toBe('H2');
    await expect(title).toHaveAttribute('id', 'user-content-email-assistant');
    await expect(canvas.getByRole('heading', { name: 'Installation' })).toHaveAttribute('id', 'user-content-installation');
    await expect(canvas.getByRole('link', { name: 'usage section' })).toHaveAttribute('href', '#user-content-installation');
    await expect(canvas.getByRole('link', { name: 'usage section' })).not.toHaveAttribute('target');

    const docs = canvas.getByRole('link', { name: 'the docs' });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: 'the changelog' })).toHaveAttribute('href', './CHANGELOG.md');

    await expect(canvas.getByRole('img', { name: 'Build status' })).toHaveAttribute(
      'src',
      'https://img.shields.io/badge/build-passing-green.svg',
    );
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Variable', 'Required', 'Description']);
    const code = canvasElement.querySelector('pre');
    await expect(code).toHaveTextContent('agent pull ada/email-assistant');
    await expect(code).toHaveAttribute('tabindex', '0');
    await expect(getComputedStyle(code!).fontFamily).toMatch(/mono/i);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
  },
});

export const TypicalReadmeDark = TypicalReadme.extend({ globals: dark });

/** A script, event handlers, javascript: and data: links, an http image: none of it survives. */
export const HostileReadme = meta.story({
  args: { markdown: hostileReadme },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Totally safe agent' }, lazyLoad);
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('iframe, style, [onerror], [onload]')).toHaveLength(0);
    const hrefs = [...canvasElement.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    await expect(hrefs).toEqual(['https://example.com/ok']);
    await expect(hrefs.some((href) => /^\s*(javascript|data|mailto):/i.test(href))).toBe(false);
    const sources = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    await expect(sources.filter((src) => !src.startsWith('https://'))).toEqual([]);
    await expect(sources).toEqual([]);
    // The words stay, as text; a dropped image leaves its alt text.
    await expect(canvas.getByText('Click me')).toBeVisible();
    await expect(canvas.getByText('Tracking pixel over http')).toBeVisible();
    await expect(canvas.queryByText(/raw html link/)).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});

/** A long command and a wide table on a 375 px phone: they scroll in their boxes, the page does not. */
export const LongCodeBlockPhone = meta.story({
  args: { markdown: longCodeReadme },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Run it' }, lazyLoad);
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await expectNoHorizontalOverflow(canvasElement);
  },
});
