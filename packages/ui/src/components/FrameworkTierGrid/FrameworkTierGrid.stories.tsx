import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frameworksWithoutTier2, sampleFrameworks } from '../../fixtures/catalogue';
import { FrameworkTierGrid, frameworksStatuses } from './FrameworkTierGrid';
import { frame } from '../../testing/decorators';
import { frameworksEmpty, frameworksError, showsAlert } from '../../testing/loadStates';
import { thenFitsTheScreen } from '../../testing/screenSteps';
import { dark, desktop, phone, variant } from '../../testing/storyVariants';

const meta = {
  title: 'Components/FrameworkTierGrid',
  component: FrameworkTierGrid,
  args: { frameworks: sampleFrameworks, status: 'success', headingLevel: 2 },
  argTypes: { status: { control: 'inline-radio', options: frameworksStatuses } },
  decorators: [frame('page')],
} satisfies Meta<typeof FrameworkTierGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve frameworks in three tiers, in tier order, with the legend. */
export const Default: Story = {
  play: async ({ canvas }) => {
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Market Leaders/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Rapidly Growing/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /Emerging & Specialized/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', frameworks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading frameworks');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The message in place of the tiers, announced as an alert. */
export const Error: Story = {
  args: { status: 'error', frameworks: undefined },
  play: async (context) => {
    await frameworksError.play(context);
    await showsAlert('Unable to Load Frameworks')(context);
  },
};

export const Empty: Story = { args: frameworksEmpty.args, play: frameworksEmpty.play };

export const Dark: Story = variant(Default, dark);
export const Mobile: Story = variant(Default, phone);
export const MobileDark: Story = variant(Default, dark, phone);
export const Desktop: Story = variant(Default, desktop);
export const ErrorDark: Story = variant(Error, dark);

/** A phone: every tier's cards fit the screen. */
export const PhoneNoOverflow: Story = {
  globals: phone,
  play: thenFitsTheScreen(({ canvasElement }) => within(canvasElement).findByRole('heading', { name: /Market Leaders/ })),
};
