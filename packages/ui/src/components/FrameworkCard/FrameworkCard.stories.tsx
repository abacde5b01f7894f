import preview from '../../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { sampleFrameworks } from '../../fixtures/catalogue';
import { FrameworkCard } from './FrameworkCard';
import { FrameworkIcon, frameworkIcons } from './FrameworkIcon';
import { frame } from '../../private/testing/decorators';
import { dark, desktop, phone } from '../../testing/storyVariants';

const [langchain, autogen, crewai, , , , haystack, , , , , agno] = sampleFrameworks;

const meta = preview.meta({
  title: 'Components/FrameworkCard',
  component: FrameworkCard,
  args: { framework: langchain, headingLevel: 3 } as const,
  decorators: [frame('small')],
});

/** Tier 1, trending (true): every part of the card. */
export const TopPickTrending = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'LangChain' })).toBeVisible();
    await expect(canvas.getByText('Composable LLM applications')).toBeVisible();
    await expect(canvas.getByText(/most widely used framework/)).toBeVisible();
    await expect(canvas.getByText('98.2k')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' }).querySelectorAll('svg')).toHaveLength(5);
    await expect(canvas.getByText('Development')).toBeVisible();
    await expect(canvas.getByText('RAG & tool use')).toBeVisible();
    await expect(canvas.getByText('Top Pick')).toBeVisible();
    await expect(canvas.getByText('Trending')).toBeVisible();
    const learnMore = canvas.getByRole('link', { name: /Learn More/ });
    await expect(learnMore).toHaveAttribute('href', 'https://www.langchain.com/');
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(learnMore).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'code');
  },
});

/** `trending: 'true'` (the string) also shows the badge; the users icon is drawn. */
export const TrendingAsString = meta.story({
  args: { framework: autogen },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('34.6k')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'users');
  },
});

/** Tier 1 without trending: Top Pick only, five stars, trophy icon. */
export const TopPickOnly = meta.story({
  args: { framework: crewai },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Top Pick')).toBeVisible();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' }).querySelectorAll('svg')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'trophy');
  },
});

/** Tier 2, not trending: no marks at all. */
export const PlainTier2 = meta.story({
  args: { framework: haystack },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Top Pick')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'terminal');
  },
});

/** An unknown icon name falls back to code; stars below 1,000 are shown as is. */
export const UnknownIconFallsBackToCode = meta.story({
  args: { framework: agno },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'code');
    await expect(canvas.getByText('950')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 2 of 5' })).toBeVisible();
  },
});

export const Dark = TopPickTrending.extend({ globals: dark });
export const Mobile = TopPickTrending.extend({ globals: phone });
export const MobileDark = TopPickTrending.extend({ globals: { ...dark, ...phone } });
export const Desktop = TopPickTrending.extend({ globals: desktop });

/** `FrameworkIcon`: each of `frameworkIcons` by name; an unknown name draws 'code'. */
export const Icons = meta.story({
  render: () => (
    <ul aria-label="Framework icons" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
      {[...Object.keys(frameworkIcons), 'no-such-icon'].map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <FrameworkIcon name={name} size={24} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-icon'));
    await expect(drawn).toEqual([...Object.keys(frameworkIcons), 'code']);
    // Decorative: hidden from screen readers, 24 px as asked.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.getBoundingClientRect().width).toBe(24);
    }
  },
});
export const IconsDark = Icons.extend({ globals: dark });
