import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { frame } from '../../private/testing/decorators';
import { clearNavigate, navigate, withRouterLink } from '../../private/testing/routerLink';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { MY_AGENTS_EMPTY, MyAgentsTable, NO_LIVE_VERSION, type MyAgentsTableProps } from './MyAgentsTable';
import { longNamedMyAgent, myAgents } from './myAgents.fixtures';
import { expectAgentRows, expectAgentsError, expectNoAgents, expectPhoneCards, rowOf } from './myAgentsSteps';

const meta = preview.meta({
  title: 'Components/MyAgentsTable',
  component: MyAgentsTable,
  decorators: [frame('page'), withRouterLink],
  globals: desktop,
  args: {
    agents: myAgents,
    status: 'success',
    publishHref: (agent) => `/publish?agent=${encodeURIComponent(String(agent.id))}`,
    onEdit: fn(),
  } satisfies Partial<MyAgentsTableProps>,
  beforeEach: clearNavigate,
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expectAgentRows(canvas);
    const table = canvas.getByRole('table', { name: 'My agents' });
    for (const header of ['Agent', 'Latest version', 'Downloads', 'Visibility', 'Status', 'Updated', 'Actions']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }

    const mail = rowOf(canvas, 'Mail Sorter');
    await expect(mail.getByText('ada/mail-sorter')).toBeVisible();
    await expect(mail.getByText('2.3.1')).toBeVisible();
    await expect(mail.getByText('15,420')).toBeVisible();
    await expect(mail.getByText('Public')).toBeVisible();
    await expect(mail.getByText('Published')).toBeVisible();
    await expect(mail.getByText('Jun 20, 2025')).toHaveAttribute('datetime', '2025-06-20T08:00:00Z');

    await expect(rowOf(canvas, 'Ledger Bot').getByText('Private')).toBeVisible();
    await expect(rowOf(canvas, 'Old Summarizer').getByText('Deprecated')).toBeVisible();
    const draft = rowOf(canvas, 'Draft Agent');
    await expect(draft.getByText(NO_LIVE_VERSION)).toBeVisible();
    await expect(draft.getByText('Unknown')).toBeVisible();

    // Edit hands the whole agent back, for the host to open its dialog with.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ledger Bot' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).toHaveBeenCalledWith(myAgents[1]);

    await userEvent.click(mail.getByRole('link', { name: /Publish version/ }));
    await expect(navigate).toHaveBeenLastCalledWith('/publish?agent=agt_mail_sorter');
  },
});

export const Dark = Default.extend({ globals: dark });

/** The host links names to its own route ('owner/name' pages here). */
export const CustomAgentHref = meta.story({
  args: { agentHref: (agent) => `/agents/${agent.namespace}/${agent.slug}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mail Sorter' })).toHaveAttribute('href', '/agents/ada/mail-sorter');
  },
});

/** Without `onEdit` the rows offer publishing only. */
export const WithoutEdit = meta.story({
  args: { onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Publish version/ })).toHaveLength(myAgents.length);
  },
});

export const Empty = meta.story({
  args: { agents: [] },
  play: async ({ canvas }) => {
    const action = await expectNoAgents(canvas);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(action);
    await expect(navigate).toHaveBeenLastCalledWith('/publish');
  },
});

export const EmptyDark = Empty.extend({ globals: dark });

/** The call to action follows the host's route for a new agent. */
export const EmptyCustomCreateHref = meta.story({
  args: { agents: [], createHref: '/agents/new' },
  play: async ({ canvasElement }) => {
    await expectNoAgents(within(canvasElement), '/agents/new');
  },
});

export const Loading = meta.story({
  args: { status: 'loading', agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your agents');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByText(MY_AGENTS_EMPTY)).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', agents: [], error: 'Network request failed' },
  play: async ({ canvas }) => {
    await expectAgentsError(canvas, 'Network request failed');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

export const ErrorDark = Error.extend({ globals: dark });

/** A failure without a message still says what failed. */
export const ErrorWithoutMessage = meta.story({
  args: { status: 'error', agents: [] },
  play: ({ canvasElement }) => expectAgentsError(within(canvasElement), INLINE_MESSAGES.unknownError),
});

/** At 375 px each agent is a card that names its values; nothing scrolls sideways, even a long name. */
export const Phone = meta.story({
  args: { agents: [...myAgents, longNamedMyAgent] },
  globals: phone,
  play: async ({ canvas, canvasElement, args }) => {
    const mail = rowOf(canvas, 'Mail Sorter');
    // A card: the header row is gone and each value carries its label.
    await expect(canvas.getByRole('columnheader', { name: 'Agent', hidden: true })).not.toBeVisible();
    await expect(mail.getByText('Downloads')).toBeVisible();
    const version = mail.getByText('2.3.1').getBoundingClientRect();
    const name = mail.getByRole('link', { name: 'Mail Sorter' }).getBoundingClientRect();
    await expect(version.top).toBeGreaterThan(name.bottom);

    const long = rowOf(canvas, longNamedMyAgent.name);
    await expect(long.getByText(`${longNamedMyAgent.namespace}/${longNamedMyAgent.slug}`)).toBeVisible();
    await expectPhoneCards(canvasElement, canvas, args.onEdit!);
  },
});

export const PhoneDark = Phone.extend({ globals: { ...phone, ...dark } });

export const PhoneEmpty = meta.story({ args: { agents: [] }, globals: phone, play: thenFitsTheScreen(Empty.play) });

/** Keyboard: Tab walks each row's name, Publish version and Edit; Enter and Space act. */
export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mail Sorter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Publish version of Mail Sorter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/publish?agent=agt_mail_sorter');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Mail Sorter' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onEdit).toHaveBeenCalledWith(myAgents[0]);
  },
});
