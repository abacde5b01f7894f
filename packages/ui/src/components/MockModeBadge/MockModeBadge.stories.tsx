import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { MockModeBadge } from './MockModeBadge';
import { dark } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Components/MockModeBadge',
  component: MockModeBadge,
  parameters: { layout: 'centered' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mock API Mode');
  },
});

export const Dark = Default.extend({ globals: dark });
