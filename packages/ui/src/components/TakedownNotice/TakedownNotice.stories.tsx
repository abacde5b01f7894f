import preview from '../../../../../.storybook/preview';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { dark, phone } from '../../testing/storyVariants';
import { Button } from '../Button/Button';
import { TakedownNotice } from './TakedownNotice';

const restore = fn();

const meta = preview.meta({
  title: 'Components/TakedownNotice',
  component: TakedownNotice,
  args: { reason: 'Sends the mail it reads to a third party.' },
  decorators: [frame('column')],
});

/** What a visitor sees in place of the agent. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(MODERATION_MESSAGES.takenDownTitle);
    await expect(notice).toHaveTextContent(args.reason);
  },
});

export const Dark = Default.extend({ globals: dark });

/** One version taken down. */
export const Version = meta.story({
  args: { scope: 'version', reason: 'This version ships a credential stealer. Use 1.0.0.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MODERATION_MESSAGES.versionTakenDownTitle);
  },
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Details:');
    await expectNoHorizontalOverflow(canvasElement);
  },
});
