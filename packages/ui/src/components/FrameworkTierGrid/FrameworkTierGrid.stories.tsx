import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frameworksWithoutTier2, sampleFrameworks } from '../../fixtures/catalogue';
import { FrameworkTierGrid, frameworksStatuses } from './FrameworkTierGrid';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';

const meta = {
  tags: ['autodocs'],
  title: 'Components/FrameworkTierGrid',
  component: FrameworkTierGrid,
  args: { frameworks: sampleFrameworks, status: 'success', headingLevel: 2 },
  argTypes: { status: { control: 'inline-radio', options: frameworksStatuses } },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FrameworkTierGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve frameworks in three tiers, in tier order, with the legend. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiers = canvas.getAllByRole('heading', { level: 2 });
    await expect(tiers.map((heading) => heading.textContent)).toEqual([
      'Tier 1: Market Leaders',
      'Tier 2: Rapidly Growing',
      'Tier 3: Emerging & Specialized',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    // Top Pick is the mark of tier 1 only (3 frameworks).
    await expect(canvas.getAllByText('Top Pick')).toHaveLength(3);
    const tier1 = within(canvas.getByRole('region', { name: /Market Leaders/ }));
    await expect(tier1.getAllByRole('listitem')).toHaveLength(3);
    const legend = within(canvas.getByRole('list', { name: 'Framework categories' }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Enterprise',
      'Research',
      'Development',
      'Business',
    ]);
  },
};

/** Tier 2 has no frameworks: its heading is skipped. */
export const EmptyTierSkipped: Story = {
  args: { frameworks: frameworksWithoutTier2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Market Leaders/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Rapidly Growing/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /Emerging & Specialized/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', frameworks: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading frameworks');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', frameworks: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unable to Load Frameworks' })).toBeVisible();
    await expect(
      canvas.getByText("We're having trouble loading the AI agent frameworks. Please try again later."),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { frameworks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Frameworks Available' })).toBeVisible();
    await expect(canvas.getByText('Framework data will be available soon.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: Default.play };

export const MobileDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } }, play: Default.play };

export const ErrorDark: Story = { args: Error.args, globals: { theme: 'dark' }, play: Error.play };

/** A phone: every tier's cards fit the screen. */
export const PhoneNoOverflow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /Market Leaders/ });
    await expectNoHorizontalOverflow(canvasElement);
  },
};
