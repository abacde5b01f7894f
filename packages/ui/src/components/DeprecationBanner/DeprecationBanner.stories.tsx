import preview from '../../../../../.storybook/preview';
import { frame } from '../../private/testing/decorators';
import { showsStatus } from '../../private/testing/loadStates';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, phone } from '../../testing/storyVariants';
import { DEPRECATION_TITLE, DeprecationBanner } from './DeprecationBanner';

const message = 'No longer maintained. Use ada/inbox-copilot instead, which supports Outlook too.';

const meta = preview.meta({
  title: 'Components/DeprecationBanner',
  component: DeprecationBanner,
  args: { message },
  decorators: [frame('column')],
});

export const Default = meta.story({ play: showsStatus(DEPRECATION_TITLE, message) });

export const Dark = Default.extend({ globals: dark });

/** A long message with an unbroken URL still fits a 375 px phone. */
export const PhoneLongMessage = meta.story({
  args: {
    message:
      'Superseded by version 3 of the inbox agent, published under a new name.\nMigration notes: https://docs.example.com/agents/email-assistant/migrating-to-inbox-copilot-version-three',
  },
  globals: phone,
  play: thenFitsTheScreen(showsStatus('Migration notes')),
});
