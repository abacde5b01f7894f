import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frame } from '../../testing/decorators';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { dark, phone, variant } from '../../testing/storyVariants';
import { DEPRECATION_TITLE, DeprecationBanner } from './DeprecationBanner';

const meta = {
  title: 'Components/DeprecationBanner',
  component: DeprecationBanner,
  args: { message: 'No longer maintained. Use ada/inbox-copilot instead, which supports Outlook too.' },
  decorators: [frame('column')],
} satisfies Meta<typeof DeprecationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(DEPRECATION_TITLE);
    await expect(banner).toHaveTextContent(args.message);
  },
};

export const Dark: Story = variant(Default, dark);

/** A long message with an unbroken URL still fits a 375 px phone. */
export const PhoneLongMessage: Story = {
  args: {
    message:
      'Superseded by version 3 of the inbox agent, published under a new name.\nMigration notes: https://docs.example.com/agents/email-assistant/migrating-to-inbox-copilot-version-three',
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Migration notes');
    await expectNoHorizontalOverflow(canvasElement);
  },
};
