import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { frameworksWithoutTier2, sampleFrameworks } from '../../fixtures/catalogue';
import { FrameworkLegend, FrameworkTierGrid, frameworksStatuses } from './FrameworkTierGrid';
import { frame } from '../../private/testing/decorators';
import { frameworksEmpty, frameworksError, showsAlert } from '../../private/testing/loadStates';
import { showsHeading, thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';

const meta = preview.meta({
  title: 'Components/FrameworkTierGrid',
  component: FrameworkTierGrid,
  args: { frameworks: sampleFrameworks, status: 'success', headingLevel: 2 } as const,
  argTypes: { status: { control: 'inline-radio', options: frameworksStatuses } },
  decorators: [frame('page')],
});

/** The legend: the four framework categories, in their order. */
async function expectLegend(canvas: ReturnType<typeof within>) {
  const legend = within(canvas.getByRole('list', { name: 'Framework categories' }));
  await expect(textsOf(legend.getAllByRole('listitem'))).toEqual(['Enterprise', 'Research', 'Development', 'Business']);
}

/** Twelve frameworks in three tiers, in tier order, with the legend. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const tiers = canvas.getAllByRole('heading', { level: 2 });
    await expect(textsOf(tiers)).toEqual(['Tier 1: Market Leaders', 'Tier 2: Rapidly Growing', 'Tier 3: Emerging & Specialized']);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    // Top Pick is the mark of tier 1 only (3 frameworks).
    await expect(canvas.getAllByText('Top Pick')).toHaveLength(3);
    const tier1 = within(canvas.getByRole('region', { name: /Market Leaders/ }));
    await expect(tier1.getAllByRole('listitem')).toHaveLength(3);
    await expectLegend(canvas);
  },
});

/** Tier 2 has no frameworks: its heading is skipped. */
export const EmptyTierSkipped = meta.story({
  args: { frameworks: frameworksWithoutTier2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Market Leaders/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Rapidly Growing/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /Emerging & Specialized/ })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', frameworks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading frameworks');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
});

/** The message in place of the tiers, announced as an alert. */
export const Error = meta.story({
  args: { status: 'error', frameworks: undefined },
  play: async (context) => {
    await frameworksError.play(context);
    await showsAlert('Unable to Load Frameworks')(context);
  },
});

export const Empty = meta.story({ args: frameworksEmpty.args, play: frameworksEmpty.play });

export const Dark = Default.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...dark, ...phone } });
export const Desktop = Default.extend({ globals: desktop });
export const ErrorDark = Error.extend({ globals: dark });

/** A phone: every tier's cards fit the screen. */
export const PhoneNoOverflow = meta.story({ globals: phone, play: thenFitsTheScreen(showsHeading(/Market Leaders/)) });

/** `FrameworkLegend` on its own, as a host places it above its own list of frameworks. */
export const LegendOnItsOwn = meta.story({
  render: () => <FrameworkLegend />,
  play: async ({ canvas }) => {
    await expectLegend(canvas);
  },
});
export const LegendOnItsOwnDark = LegendOnItsOwn.extend({ globals: dark });
