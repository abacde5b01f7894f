import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { dark, phone } from '../../testing/storyVariants';
import { DEPRECATION_TITLE, DeprecationBanner } from './DeprecationBanner';

const meta = preview.meta({
  title: 'Components/DeprecationBanner',
  component: DeprecationBanner,
  args: { message: 'No longer maintained. Use ada/inbox-copilot instead, which supports Outlook too.' },
  decorators: [frame('column')],
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent(DEPRECATION_TITLE);
    await expect(banner).toHaveTextContent(args.message);
  },
});

export const Dark = Default.extend({ globals: dark });

/** A long message with an unbroken URL still fits a 375 px phone. */
export const PhoneLongMessage = meta.story({
  args: {
    message:
      'Superseded by version 3 of the inbox agent, published under a new name.\nMigration notes: https://docs.example.com/agents/email-assistant/migrating-to-inbox-copilot-version-three',
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Migration notes');
    await expectNoHorizontalOverflow(canvasElement);
  },
});
