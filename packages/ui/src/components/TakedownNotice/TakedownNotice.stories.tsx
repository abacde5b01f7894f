import preview from '../../../../../.storybook/preview';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { showsStatus } from '../../private/testing/loadStates';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, phone } from '../../testing/storyVariants';
import { Button } from '../Button/Button';
import { TakedownNotice } from './TakedownNotice';

const restore = fn();

const reason = 'Sends the mail it reads to a third party.';

const meta = preview.meta({
  title: 'Components/TakedownNotice',
  component: TakedownNotice,
  args: { reason },
  decorators: [frame('column')],
});

/** What a visitor sees in place of the agent. */
export const Default = meta.story({ play: showsStatus(MODERATION_MESSAGES.takenDownTitle, reason) });

export const Dark = Default.extend({ globals: dark });

/** One version taken down. */
export const Version = meta.story({
  args: { scope: 'version', reason: 'This version ships a credential stealer. Use 1.0.0.' },
  play: showsStatus(MODERATION_MESSAGES.versionTakenDownTitle),
});

/** An operator's view: the note and a Restore action. */
export const ForOperators = meta.story({
  args: {
    note: 'Hidden from everyone but you and the owner.',
    actions: (
      <div>
        <Button variant="outline" size="small" onClick={restore}>
          Restore
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Hidden from everyone but you and the owner.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore' }));
    await expect(restore).toHaveBeenCalled();
  },
});

/** A long reason with an unbroken URL fits a 375 px phone. */
export const PhoneLongReason = meta.story({
  args: {
    reason:
      'Reported by several users for exfiltrating mailbox contents.\nDetails: https://security.example.com/advisories/2026/agent-registry-mail-thief-exfiltration',
  },
  globals: phone,
  play: thenFitsTheScreen(showsStatus('Details:')),
});
