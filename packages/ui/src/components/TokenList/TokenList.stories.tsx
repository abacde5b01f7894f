import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MAX_NAMED_TOKENS,
  SECURITY_MESSAGES,
  VALIDATION_MESSAGES,
  type ApiToken,
  type ApiTokenCreateInput,
} from '@agent-registry/api-client/rules';
import { sampleToken } from '../../fixtures/account';
import { cancelThenConfirm, findAlertDialog, itemOf, onlyOneItemBusy } from '../../private/testing/accountSteps';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { spyClipboard } from '../../private/testing/clipboard';
import { frame } from '../../private/testing/decorators';
import { bodyOf, findDialog } from '../../private/testing/findDialog';
import { showsAlert } from '../../private/testing/loadStates';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { withToaster } from '../../private/testing/toaster';
import { CREATE_TOKEN_TITLE, TOKEN_NAME_TOO_LONG } from './CreateTokenDialog';
import { TOKEN_LIST_MESSAGES, TokenList, type CreatedToken, type TokenListProps } from './TokenList';

// --- Sample tokens ----------------------------------------------------------------------------

/** A named, active, never-used token without expiry; each sample says what differs. */
const token = (sample: Pick<ApiToken, 'id' | 'name' | 'created_at'> & Partial<ApiToken>): ApiToken => ({
  kind: 'named',
  scopes: ['agents:read'],
  status: 'active',
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
  ...sample,
});

const readAndPublish: ApiToken['scopes'] = ['agents:read', 'agents:publish'];

const cliToken = token({
  id: 'tok_cli',
  name: 'CLI token',
  kind: 'cli',
  scopes: readAndPublish,
  created_at: '2025-03-04T09:15:00Z',
  last_used_at: '2025-06-18T16:42:00Z',
});
const ciToken = token({
  id: 'tok_ci',
  name: 'CI deploy',
  scopes: readAndPublish,
  created_at: '2025-05-01T08:00:00Z',
  last_used_at: '2025-06-20T11:30:00Z',
  expires_at: '2025-07-30T08:00:00Z',
});
const unusedToken = token({
  id: 'tok_laptop',
  name: 'Laptop pulls',
  created_at: '2025-06-19T10:00:00Z',
  expires_at: '2025-09-17T10:00:00Z',
});
const expiredToken = token({
  id: 'tok_staging',
  name: 'Staging bot',
  status: 'expired',
  created_at: '2025-01-02T12:00:00Z',
  last_used_at: '2025-03-01T07:45:00Z',
  expires_at: '2025-04-02T12:00:00Z',
});
const revokedToken = token({
  id: 'tok_old',
  name: 'Old laptop',
  scopes: readAndPublish,
  status: 'revoked',
  created_at: '2024-12-10T09:00:00Z',
  last_used_at: '2025-02-14T18:20:00Z',
  expires_at: '2025-12-10T09:00:00Z',
  revoked_at: '2025-05-10T15:00:00Z',
});
const allTokens = [cliToken, ciToken, unusedToken, expiredToken, revokedToken];

const justCreated: CreatedToken = {
  token: sampleToken,
  info: { ...unusedToken, id: 'tok_new', name: 'Release pipeline', created_at: '2025-06-21T09:00:00Z' },
};

/** A 65-character name: one over the limit. */
const tooLongName = 'n'.repeat(65);

// --- Story helpers ----------------------------------------------------------------------------

const clipboard = spyClipboard();

const openCreateDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'New token' }));
  return findDialog(canvasElement, CREATE_TOKEN_TITLE);
};

const meta = preview.meta({
  title: 'Components/TokenList',
  component: TokenList,
  decorators: [withToaster, frame('column')],
  globals: desktop,
  args: {
    tokens: allTokens,
    remaining: MAX_NAMED_TOKENS - 4,
    status: 'success',
    createdToken: null,
    ...spies('onDismissCreated', 'onCreate', 'onRevoke', 'onRevokeAll'),
  } as const,
  beforeEach: clipboard.install,
});

// --- Stories ----------------------------------------------------------------------------------

export const Empty = meta.story({
  args: { tokens: [], remaining: MAX_NAMED_TOKENS },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: TOKEN_LIST_MESSAGES.title });
    await expect(within(region).getByText(TOKEN_LIST_MESSAGES.empty)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'New token' })).toBeEnabled();
    await expect(within(region).queryByRole('button', { name: 'Revoke all' })).not.toBeInTheDocument();
    await expect(within(region).queryByRole('list', { name: 'Tokens' })).not.toBeInTheDocument();
  },
});

export const WithTokens = meta.story({
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tokens' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(allTokens.map((t) => t.name));

    const cli = within(itemOf(canvasElement, 'CLI token'));
    // The badge, besides the heading and the Revoke button's name.
    const badge = cli.getAllByText('CLI token', { selector: 'span' }).filter((span) => !span.closest('button'));
    await expect(badge).toHaveLength(1);
    await expect(badge[0]).toBeVisible();
    await expect(cli.getByText('Active')).toBeVisible();
    await expect(
      within(cli.getByRole('list', { name: 'Scopes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['agents:read', 'agents:publish']);
    // No expiry: 'Never', flagged.
    await expect(cli.getByText('Never')).toBeVisible();

    const unused = within(itemOf(canvasElement, 'Laptop pulls'));
    await expect(unused.getByText(TOKEN_LIST_MESSAGES.neverUsed)).toBeVisible();
    await expect(unused.queryByText('CLI token')).not.toBeInTheDocument();

    const ci = within(itemOf(canvasElement, 'CI deploy'));
    await expect(ci.getByText('Jul 30, 2025')).toBeVisible();
    await expect(ci.getByText('Jun 20, 2025')).toBeVisible();

    const expired = within(itemOf(canvasElement, 'Staging bot'));
    await expect(expired.getByText('Expired', { selector: 'span' })).toBeVisible();
    await expect(expired.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    const revoked = within(itemOf(canvasElement, 'Old laptop'));
    await expect(revoked.getByText('Revoked', { selector: 'span' })).toBeVisible();
    await expect(revoked.getByText('May 10, 2025')).toBeVisible();
    await expect(revoked.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    // Only the active tokens can be revoked; each button names its token.
    await expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Revoke CLI token', 'Revoke CI deploy', 'Revoke Laptop pulls']);
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke all' })).toBeEnabled();
  },
});

export const WithTokensDark = WithTokens.extend({ globals: dark });

export const JustCreated = meta.story({
  args: { tokens: [justCreated.info, ...allTokens], createdToken: justCreated },
  play: async ({ canvas, args }) => {
    const created = canvas.getByRole('group', { name: SECURITY_MESSAGES.tokenCreated('Release pipeline') });
    await expect(within(created).getByText(SECURITY_MESSAGES.tokenShownOnce)).toBeVisible();
    await expect(within(created).getByText(sampleToken)).toBeVisible();

    await userEvent.click(within(created).getByRole('button', { name: 'Copy token' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(sampleToken);
    await expect(await within(created).findByRole('button', { name: 'Copied' })).toBeVisible();

    await userEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await expect(args.onDismissCreated).toHaveBeenCalledOnce();
  },
});

/** Like the app: the created token arrives as the answer to onCreate. */
function CreatingList(props: TokenListProps) {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const create = (input: ApiTokenCreateInput) => {
    props.onCreate(input);
    setCreated({ token: sampleToken, info: { ...unusedToken, id: 'tok_new', name: input.name, scopes: input.scopes } });
  };
  return <TokenList {...props} createdToken={created} onCreate={create} onDismissCreated={() => setCreated(null)} />;
}

export const CreateDialog = meta.story({
  render: (args) => <CreatingList {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openCreateDialog(canvasElement);
    const form = within(dialog);
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();

    // The defaults: read only, DEFAULT_TOKEN_EXPIRY_DAYS.
    await expect(form.getByRole('checkbox', { name: 'agents:read' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'agents:publish' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'agents:publish' })).toHaveAccessibleDescription(/Publish, yank, deprecate/);
    await expect(form.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(form.queryByText(SECURITY_MESSAGES.noExpiryWarning)).not.toBeInTheDocument();

    await userEvent.type(name, '  CI deploy ');
    await userEvent.click(form.getByRole('checkbox', { name: 'agents:publish' }));
    await userEvent.click(form.getByRole('radio', { name: '30 days' }));
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));

    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'CI deploy',
      scopes: ['agents:read', 'agents:publish'],
      expires_in_days: 30,
    });

    // The dialog closes and the one-time display takes the focus.
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog', { name: CREATE_TOKEN_TITLE })).not.toBeInTheDocument());
    const created = within(canvasElement).getByRole('group', { name: SECURITY_MESSAGES.tokenCreated('CI deploy') });
    await waitFor(() => expect(created).toHaveFocus());
  },
});

export const CreateValidation = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await openCreateDialog(canvasElement);
    const form = within(dialog);
    const name = form.getByRole('textbox', { name: 'Name' });
    const read = form.getByRole('checkbox', { name: 'agents:read' });

    // No name, no scope.
    await userEvent.click(read);
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.fieldRequired));
    await expect(form.getByText(SECURITY_MESSAGES.scopesRequired)).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());

    // A name fixes its own message only; the focus then goes to the scopes.
    await userEvent.type(name, 'Nightly sync');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(read).toHaveFocus());
    await expect(form.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(SECURITY_MESSAGES.scopesRequired);

    // Too long a name.
    await userEvent.click(read);
    await replaceField(name, tooLongName);
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(TOKEN_NAME_TOO_LONG));
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'New token' })).toHaveFocus());
  },
});

export const ServerErrors = meta.story({
  args: { createError: 'Token could not be created', createFieldErrors: { name: 'You already have a token with this name' } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    const form = within(dialog);
    await expect(form.getByText('Token could not be created')).toBeVisible();
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('You already have a token with this name'));
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'x');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
});

export const Creating = meta.story({
  args: { creating: true },
  play: async ({ canvasElement }) => {
    const form = within(await openCreateDialog(canvasElement));
    await expect(form.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const NoExpiryWarning = meta.story({
  play: async ({ canvasElement, args }) => {
    const form = within(await openCreateDialog(canvasElement));
    await expect(form.getByText(/^Expires on /)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Forever bot');
    await userEvent.click(form.getByRole('radio', { name: 'No expiry' }));
    await expect(form.getByText(SECURITY_MESSAGES.noExpiryWarning)).toBeVisible();
    await expect(form.getByRole('group', { name: 'Expiry' })).toHaveAccessibleDescription(SECURITY_MESSAGES.noExpiryWarning);
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Forever bot', scopes: ['agents:read'], expires_in_days: null });
  },
});

export const LimitReached = meta.story({
  args: { remaining: 0 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(SECURITY_MESSAGES.tooManyTokens)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New token' })).toHaveAccessibleDescription(SECURITY_MESSAGES.tooManyTokens);

    const form = within(await openCreateDialog(canvasElement));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'One too many');
    const create = form.getByRole('button', { name: 'Create token' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(SECURITY_MESSAGES.tooManyTokens);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
});

export const RevokeConfirm = meta.story({
  play: async ({ canvasElement, args }) => {
    await cancelThenConfirm(canvasElement, {
      opener: 'Revoke CI deploy',
      title: 'Revoke "CI deploy"',
      question: TOKEN_LIST_MESSAGES.revokeQuestion,
      cancelWith: 'Cancel',
      confirm: 'Revoke',
      onConfirm: args.onRevoke,
    });
    await expect(args.onRevoke).toHaveBeenCalledWith(ciToken);
    await expect(args.onRevokeAll).not.toHaveBeenCalled();
  },
});

export const Revoking = meta.story(onlyOneItemBusy({ revoking: 'tok_ci' }, 'Revoke CI deploy', 'Revoke CLI token'));

export const RevokeAllConfirm = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke all' }));
    const dialog = await findAlertDialog(canvasElement, TOKEN_LIST_MESSAGES.revokeAllTitle);
    await expect(dialog).toHaveAccessibleDescription(TOKEN_LIST_MESSAGES.revokeAllQuestion);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke all' }));
    await expect(args.onRevokeAll).toHaveBeenCalledOnce();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', tokens: [] },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: TOKEN_LIST_MESSAGES.title }));
    await expect(region.getByRole('status')).toHaveTextContent('Loading tokens');
    await expect(region.queryByRole('button', { name: 'New token' })).not.toBeInTheDocument();
    await expect(region.queryByText(TOKEN_LIST_MESSAGES.empty)).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', tokens: [], error: 'Network request failed' },
  play: async (context) => {
    await showsAlert(`${TOKEN_LIST_MESSAGES.loadFailedPrefix}Network request failed`)(context);
    await expect(within(context.canvasElement).queryByRole('button', { name: 'New token' })).not.toBeInTheDocument();
  },
});

export const Phone = meta.story({
  globals: phone,
  args: { tokens: [justCreated.info, ...allTokens], createdToken: justCreated },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Tokens' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    const dialog = await openCreateDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const PhoneDark = Phone.extend({ globals: dark });
