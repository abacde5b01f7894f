// Play steps the My agents stories share: the table on its own, and inside the dashboard.
import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { MY_AGENTS_EMPTY, MY_AGENTS_EMPTY_ACTION } from './MyAgentsTable';
import { myAgents } from './myAgents.fixtures';

type Scope = ReturnType<typeof within>;
type Spy = (...args: never[]) => unknown;

/** The row of the agent whose name links with this text. */
export const rowOf = (scope: Scope, name: string) => within(scope.getByRole('link', { name }).closest('tr')!);

/** Every agent has a row under the header; the first links its name and its new version (the default routes). */
export async function expectAgentRows(scope: Scope) {
  const table = scope.getByRole('table', { name: 'My agents' });
  await expect(within(table).getAllByRole('row')).toHaveLength(myAgents.length + 1);
  const mail = rowOf(scope, 'Mail Sorter');
  await expect(mail.getByRole('link', { name: 'Mail Sorter' })).toHaveAttribute('href', '/agents/agt_mail_sorter');
  await expect(mail.getByRole('link', { name: 'Publish version of Mail Sorter' })).toHaveAttribute(
    'href',
    '/publish?agent=agt_mail_sorter',
  );
}

/** Nothing published yet: the empty state and its call to publish, which links to `createHref`. */
export async function expectNoAgents(scope: Scope, createHref = '/publish') {
  await expect(scope.getByText(MY_AGENTS_EMPTY)).toBeVisible();
  const action = scope.getByRole('link', { name: MY_AGENTS_EMPTY_ACTION });
  await expect(action).toHaveAttribute('href', createHref);
  return action;
}

/** The agents failed to load: the alert says so, with the failure's message. */
export async function expectAgentsError(scope: Scope, message: string) {
  await expect(scope.getByRole('alert')).toHaveTextContent(`${INLINE_MESSAGES.agentsErrorPrefix}${message}`);
}

/** At 375 px each agent is a card naming its values; nothing scrolls sideways; Edit hands the agent back. */
export async function expectPhoneCards(canvasElement: HTMLElement, scope: Scope, onEdit: Spy) {
  const mail = rowOf(scope, 'Mail Sorter');
  await expect(mail.getByText('Latest version')).toBeVisible();
  await expectNoHorizontalOverflow(canvasElement);
  await userEvent.click(mail.getByRole('button', { name: /^Edit/ }));
  await expect(onEdit).toHaveBeenCalledWith(myAgents[0]);
}
