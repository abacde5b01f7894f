// Organisations against the simulated backend, through the client with no server at all: the
// server's shapes, words and refusals (names, owners only, the last owner, password proof).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAUTH_WINDOW_MS } from '../contract/constants';
import { NAMESPACE_MESSAGES } from '../contract/namespaces';
import { ORG_MESSAGES } from '../contract/orgs';
import { isReauthRequired } from '../errors';
import { ada, demoClient, failure, signInAsAda, useServer } from '../test/helpers';

useServer();

afterEach(() => vi.useRealTimers());

const agentYaml = (name: string) => `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: ${name}
  version: 1.0.0
  description: Sorts incoming mail into folders
spec:
  runtime: python
  model:
    provider: openai
    name: gpt-4o-mini
`;

describe('organisations in mock mode', () => {
  it('creates an organisation, invites a user by email, who accepts, publishes into it and is listed', async () => {
    const { client } = await demoClient();
    const org = await client.orgs.create({ name: 'Acme-Labs', display_name: ' Acme Labs ' });
    expect(org).toMatchObject({ name: 'acme-labs', display_name: 'Acme Labs', role: 'owner', members_count: 1 });
    expect((await client.orgs.mine()).data.map((o) => o.name)).toEqual(['acme-labs']);

    const invited = await client.orgs.invite('acme-labs', { invitee: ada.email });
    expect(invited.message).toBe(ORG_MESSAGES.invited(ada.email));
    expect(invited.invitation).toMatchObject({ org: 'acme-labs', email: ada.email, role: 'maintainer', invited_by: 'demo' });
    expect((await client.orgs.members('acme-labs')).invitations).toHaveLength(1);

    await signInAsAda(client);
    const waiting = await client.orgs.invitations();
    expect(waiting.data.map((i) => i.id)).toEqual([invited.invitation.id]);
    const joined = await client.orgs.accept(invited.invitation.id);
    expect(joined).toMatchObject({ message: ORG_MESSAGES.accepted('acme-labs'), member: { username: 'ada', role: 'maintainer' } });
    expect((await client.orgs.invitations()).data).toEqual([]);

    const agent = await client.agents.create({ agent_yaml: agentYaml('sorter'), category: 'productivity', namespace: 'acme-labs' });
    expect(agent.namespace).toBe('acme-labs');
    const page = await client.orgs.namespacePage('acme-labs');
    expect(page).toMatchObject({ kind: 'org', name: 'acme-labs', display_name: 'Acme Labs', public_profile: true });
    expect(page.agents.map((a) => `${a.namespace}/${a.slug}`)).toEqual(['acme-labs/sorter']);

    const members = await client.orgs.members('acme-labs');
    expect(members.data.map((m) => [m.username, m.role])).toEqual([
      ['demo', 'owner'],
      ['ada', 'maintainer'],
    ]);
    expect(members.invitations).toEqual([]);
  });

  it('refuses taken, look-alike and reserved names, and a publish into an organisation one is not in', async () => {
    const { client } = await demoClient();
    await client.orgs.create({ name: 'acme' });
    expect(await failure(client.orgs.create({ name: 'acme' }))).toMatchObject({ status: 409, message: NAMESPACE_MESSAGES.taken });
    expect(await failure(client.orgs.create({ name: 'dem0' }))).toMatchObject({ status: 409, message: NAMESPACE_MESSAGES.confusable });
    expect(await failure(client.orgs.create({ name: 'admin' }))).toMatchObject({ message: NAMESPACE_MESSAGES.reserved });
    expect(await failure(client.orgs.get('nobody-here'))).toMatchObject({ status: 404, message: ORG_MESSAGES.orgNotFound });

    await signInAsAda(client);
    expect(await failure(client.agents.create({ agent_yaml: agentYaml('x1'), category: 'productivity', namespace: 'acme' }))).toMatchObject(
      {
        status: 403,
        message: 'You cannot publish into acme',
      },
    );
    expect(await failure(client.orgs.members('acme'))).toMatchObject({ status: 403 });
    expect(await failure(client.orgs.invite('acme', { invitee: 'demo' }))).toMatchObject({ status: 403, message: ORG_MESSAGES.ownersOnly });
  });

  it('changes roles, keeps the last owner, removes a member, and asks for a recent password proof', async () => {
    const { client } = await demoClient();
    await client.orgs.create({ name: 'acme' });
    expect(await failure(client.orgs.invite('acme', { invitee: 'no-such-user' }))).toMatchObject({
      status: 404,
      message: ORG_MESSAGES.userNotFound,
    });
    expect(await failure(client.orgs.setRole('acme', 'demo', 'maintainer'))).toMatchObject({
      status: 409,
      message: ORG_MESSAGES.lastOwner,
    });

    await signInAsAda(client);
    await client.auth.logout();
    await client.auth.login({ email: 'demo@agentregistry.dev', password: 'Demo@1234' });
    const invited = await client.orgs.invite('acme', { invitee: 'ada', role: 'owner' });
    expect(invited.invitation.email).toBe(ada.email);
    await client.auth.logout();
    await client.auth.login({ email: ada.email, password: ada.password });
    await client.orgs.accept(invited.invitation.id);
    expect(await failure(client.orgs.accept(invited.invitation.id))).toMatchObject({ status: 404 });

    expect(await client.orgs.setRole('acme', 'demo', 'maintainer')).toMatchObject({
      message: ORG_MESSAGES.roleChanged('demo', 'maintainer'),
    });
    expect(await client.orgs.removeMember('acme', 'demo')).toEqual({ message: ORG_MESSAGES.removed('demo') });
    expect((await client.orgs.get('acme')).members_count).toBe(1);

    vi.useFakeTimers({ now: Date.now() + REAUTH_WINDOW_MS + 1000, toFake: ['Date'] });
    const stale = await failure(client.orgs.invite('acme', { invitee: 'demo' }));
    expect(isReauthRequired(stale)).toBe(true);
    await client.auth.confirmPassword({ password: ada.password });
    expect((await client.orgs.invite('acme', { invitee: 'demo' })).invitation.role).toBe('maintainer');
  });

  it('transfers an agent into an organisation and keeps its old reference working', async () => {
    const { client } = await demoClient();
    await client.orgs.create({ name: 'acme' });
    const agent = await client.agents.create({ agent_yaml: agentYaml('sorter'), category: 'productivity' });
    expect(agent.namespace).toBe('demo');
    expect(await failure(client.orgs.transfer(agent.id, 'demo'))).toMatchObject({ status: 400, message: ORG_MESSAGES.sameNamespace });
    const moved = await client.orgs.transfer('demo/sorter', 'acme');
    expect(moved).toMatchObject({
      message: ORG_MESSAGES.transferred('acme/sorter'),
      previous: 'demo/sorter',
      agent: { namespace: 'acme' },
    });
    expect(await client.agents.get('demo/sorter')).toMatchObject({ id: agent.id, namespace: 'acme' });
    expect((await client.orgs.namespacePage('demo')).agents).toEqual([]);

    await signInAsAda(client);
    expect(await failure(client.orgs.transfer(agent.id, 'ada'))).toMatchObject({ status: 403 });
  });

  it('shows a user page without name, bio or avatar when the profile is not public', async () => {
    const { client } = await demoClient();
    await client.users.updateProfile({ full_name: 'Demo User', bio: 'Builds agents', preferences: { public_profile: false } });
    const page = await client.orgs.namespacePage('demo');
    expect(page).toMatchObject({ kind: 'user', name: 'demo', public_profile: false, display_name: '', bio: '', avatar_url: '' });
    await client.users.updateProfile({ preferences: { public_profile: true } });
    expect(await client.orgs.namespacePage('demo')).toMatchObject({ display_name: 'Demo User', bio: 'Builds agents' });
  });
});
