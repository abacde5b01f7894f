import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleFrameworks } from '../../fixtures/catalogue';
import { FrameworkCard } from './FrameworkCard';
import { frame } from '../../testing/decorators';
import { dark, desktop, phone, variant } from '../../testing/storyVariants';

const [langchain, autogen, crewai, , , , haystack, , , , , agno] = sampleFrameworks;

const meta = {
  title: 'Components/FrameworkCard',
  component: FrameworkCard,
  args: { framework: langchain, headingLevel: 3 },
  decorators: [frame('small')],
} satisfies Meta<typeof FrameworkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tier 1, trending (true): every part of the card. */
export const TopPickTrending: Story = {
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
};

/** `trending: 'true'` (the string) also shows the badge; the users icon is drawn. */
export const TrendingAsString: Story = {
  args: { framework: autogen },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Trending')).toBeVisible();
    await expect(canvas.getByText('34.6k')).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'users');
  },
};

/** Tier 1 without trending: Top Pick only, five stars, trophy icon. */
export const TopPickOnly: Story = {
  args: { framework: crewai },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Top Pick')).toBeVisible();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 5 of 5' }).querySelectorAll('svg')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'trophy');
  },
};

/** Tier 2, not trending: no marks at all. */
export const PlainTier2: Story = {
  args: { framework: haystack },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Top Pick')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'terminal');
  },
};

/** An unknown icon name falls back to code; stars below 1,000 are shown as is. */
export const UnknownIconFallsBackToCode: Story = {
  args: { framework: agno },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'code');
    await expect(canvas.getByText('950')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Popularity 2 of 5' })).toBeVisible();
  },
};

export const Dark: Story = variant(TopPickTrending, dark);
export const Mobile: Story = variant(TopPickTrending, phone);
export const MobileDark: Story = variant(TopPickTrending, dark, phone);
export const Desktop: Story = variant(TopPickTrending, desktop);
