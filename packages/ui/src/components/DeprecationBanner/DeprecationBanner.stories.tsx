import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { DEPRECATION_TITLE, DeprecationBanner } from './DeprecationBanner';

const meta = {
  tags: ['autodocs'],
  title: 'Components/DeprecationBanner',
  component: DeprecationBanner,
  args: { message: 'No longer maintained. Use ada/inbox-copilot instead, which supports Outlook too.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
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

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

/** A long message with an unbroken URL still fits a 375 px phone. */
export const PhoneLongMessage: Story = {
  args: {
    message:
      'Superseded by version 3 of the inbox agent, published under a new name.\nMigration notes: https://docs.example.com/agents/email-assistant/migrating-to-inbox-copilot-version-three',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Migration notes');
    await expectNoHorizontalOverflow(canvasElement);
  },
};
