import { API_MESSAGES, NAMESPACE_MESSAGES, ORG_MESSAGES, REAUTH_WINDOW_MS } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { mayPublishInto } from '../src/services/namespaces.js';
import { agentYaml, databases, PASSWORD, useHarness } from './helpers.js';

const ref = (namespace: string, slug: string) => `/api/agents/${encodeURIComponent(`${namespace}/${slug}`)}`;

describe.each(databases)('organisations on $name', (database) => {
  const h = useHarness(database);

  /** The invitation id mailed to `to` (the last one). */
  const mailedInvitation = (to: string) => {
    const mail = [...h.mailer.sent].reverse().find((m) => m.to === to && /Invitation: /.test(m.text));
    return /Invitation: ([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  };
  const publishInto = (token: string, namespace: string | undefined, name: string, version = '1.0.0') =>
    h.request('POST', '/api/agents', {
      token,
      body: { agent_yaml: agentYaml(name, version), category: 'development', ...(namespace ? { namespace } : {}) },
    });

  /** An organisation `acme` owned by alice, with bob a maintainer. */
  async function acme() {
    const alice = await h.signUp('alice@example.com');
    const bob = await h.signUp('bob@example.com');
    const made = await h.request('POST', '/api/orgs', { token: alice.token, body: { name: 'Acme', display_name: 'Acme Inc.' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'acme', display_name: 'Acme Inc.', role: 'owner', members_count: 1 });
    const invited = await h.request('POST', '/api/orgs/acme/invitations', { token: alice.token, body: { invitee: 'bob' } });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(ORG_MESSAGES.invited('bob'));
    const id = mailedInvitation('bob@example.com');
    expect(id).toBe(invited.body.invitation.id);
    const accepted = await h.request('POST', `/api/orgs/invitations/${id}/accept`, { token: bob.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: ORG_MESSAGES.accepted('acme'), member: { username: 'bob', role: 'maintainer' } });
    return { alice, bob };
  }

  it('an organisation shares the namespace space: its name is refused to users and the other way round', async () => {
    const { alice } = await acme();
    const carol = await h.signUp('carol@example.com');
    expect((await h.request('PUT', '/api/users/profile', { token: carol.token, body: { username: 'acme' } })).status).toBe(409);
    const look = await h.request('PUT', '/api/users/profile', { token: carol.token, body: { username: 'acrne' } });
    expect(look.body.fields.username).toBe(NAMESPACE_MESSAGES.confusable);
    for (const [name, status] of [
      ['alice', 409],
      ['carol', 409],
      ['api', 400],
      ['agent-registry', 400],
      ['mine', 400],
    ] as const) {
      expect((await h.request('POST', '/api/orgs', { token: alice.token, body: { name } })).status, name).toBe(status);
    }
    // A user signing up with the organisation's name as local part gets another name.
    const reg = await h.request('POST', '/api/auth/register', { body: { email: 'acme@example.com', password: PASSWORD, name: 'A' } });
    expect(reg.body.user.username).toBe('acme-2');
  });

  it('maintainers publish, yank and deprecate in the organisation; only owners delete; outsiders nothing', async () => {
    const { alice, bob } = await acme();
    const carol = await h.signUp('carol@example.com');

    const pub = await publishInto(bob.token, 'acme', 'shared-bot');
    expect(pub.status).toBe(201);
    expect(pub.body).toMatchObject({ namespace: 'acme', slug: 'shared-bot' });
    expect((await publishInto(alice.token, undefined, 'mine-only')).body.namespace).toBe('alice');

    const agent = ref('acme', 'shared-bot');
    expect(
      (await h.request('POST', `${agent}/versions`, { token: alice.token, body: { agent_yaml: agentYaml('shared-bot', '1.1.0') } })).status,
    ).toBe(201);
    expect((await h.request('POST', `${agent}/versions/1.1.0/yank`, { token: bob.token, body: { reason: 'broken' } })).status).toBe(200);
    expect((await h.request('POST', `${agent}/deprecate`, { token: bob.token, body: { message: 'Use v2' } })).status).toBe(200);
    expect((await h.request('PUT', agent, { token: bob.token, body: { description: 'Team bot' } })).status).toBe(200);

    // An outsider: not into the namespace, not on the agent.
    expect((await publishInto(carol.token, 'acme', 'intruder')).status).toBe(403);
    const foreign = await h.request('POST', `${agent}/versions`, {
      token: carol.token,
      body: { agent_yaml: agentYaml('shared-bot', '2.0.0') },
    });
    expect(foreign.status).toBe(403);

    // Deleting is the owners'.
    const byMaintainer = await h.request('DELETE', agent, { token: bob.token });
    expect(byMaintainer.status).toBe(403);
    expect(byMaintainer.body.message).toBe(ORG_MESSAGES.ownersOnly);
    expect((await h.request('DELETE', agent, { token: alice.token })).status).toBe(200);

    expect(await mayPublishInto(h.app.ctx, bob.userId, 'acme')).toBe(true);
    expect(await mayPublishInto(h.app.ctx, bob.userId, 'ACME')).toBe(true);
    expect(await mayPublishInto(h.app.ctx, carol.userId, 'acme')).toBe(false);
    expect(await mayPublishInto(h.app.ctx, carol.userId, 'carol')).toBe(true);
    expect(await mayPublishInto(h.app.ctx, carol.userId, 'nobody')).toBe(false);
  });

  it('membership changes need a recent password proof, and an organisation keeps an owner', async () => {
    const { alice, bob } = await acme();
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    const stale = await h.request('PUT', '/api/orgs/acme/members/bob', { token: alice.token, body: { role: 'owner' } });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe(API_MESSAGES.reauthRequired);
    expect((await h.request('POST', '/api/orgs/acme/invitations', { token: alice.token, body: { invitee: 'x@example.com' } })).status).toBe(
      403,
    );
    await h.request('POST', '/api/auth/confirm-password', { token: alice.token, body: { password: PASSWORD } });

    const lastOwner = await h.request('PUT', '/api/orgs/acme/members/alice', { token: alice.token, body: { role: 'maintainer' } });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.message).toBe(ORG_MESSAGES.lastOwner);
    // A maintainer manages nobody.
    const byBob = await h.request('PUT', '/api/orgs/acme/members/alice', { token: bob.token, body: { role: 'maintainer' } });
    expect(byBob.status).toBe(403);

    const promoted = await h.request('PUT', '/api/orgs/acme/members/bob', { token: alice.token, body: { role: 'owner' } });
    expect(promoted.body.message).toBe(ORG_MESSAGES.roleChanged('bob', 'owner'));
    expect((await h.request('DELETE', '/api/orgs/acme/members/alice', { token: alice.token })).status).toBe(200);
    const members = await h.request('GET', '/api/orgs/acme/members', { token: bob.token });
    expect(members.body.data.map((m: { username: string }) => m.username)).toEqual(['bob']);
    expect((await h.request('GET', '/api/orgs/acme/members', { token: alice.token })).status).toBe(403);
  });

  it("an invitation is accepted only by its address's account, once", async () => {
    const alice = await h.signUp('alice@example.com');
    await h.request('POST', '/api/orgs', { token: alice.token, body: { name: 'acme' } });
    const inv = await h.request('POST', '/api/orgs/acme/invitations', {
      token: alice.token,
      body: { invitee: 'Dana@Example.com', role: 'owner' },
    });
    expect(inv.status).toBe(201);
    const id = mailedInvitation('dana@example.com')!;
    const eve = await h.signUp('eve@example.com');
    const stolen = await h.request('POST', `/api/orgs/invitations/${id}/accept`, { token: eve.token });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(ORG_MESSAGES.invitationNotYours);

    const dana = await h.signUp('dana@example.com');
    expect((await h.request('GET', '/api/orgs/invitations', { token: dana.token })).body.data).toMatchObject([
      { id, org: 'acme', role: 'owner' },
    ]);
    expect((await h.request('POST', `/api/orgs/invitations/${id}/accept`, { token: dana.token })).body.member.role).toBe('owner');
    expect((await h.request('POST', `/api/orgs/invitations/${id}/accept`, { token: dana.token })).status).toBe(404);
    const unknown = await h.request('POST', '/api/orgs/acme/invitations', { token: alice.token, body: { invitee: 'no-such-user' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ORG_MESSAGES.userNotFound);
  });

  it('a transfer moves an agent into an organisation and the old reference follows', async () => {
    const { alice, bob } = await acme();
    const made = await publishInto(alice.token, undefined, 'mail-bot');
    expect(made.body.namespace).toBe('alice');
    // A maintainer of the target may not take someone's agent; the owner moves it.
    expect(
      (await h.request('POST', `${ref('alice', 'mail-bot')}/transfer`, { token: bob.token, body: { namespace: 'acme' } })).status,
    ).toBe(403);
    const moved = await h.request('POST', `${ref('alice', 'mail-bot')}/transfer`, { token: alice.token, body: { namespace: 'acme' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: ORG_MESSAGES.transferred('acme/mail-bot'),
      previous: 'alice/mail-bot',
      agent: { namespace: 'acme' },
    });

    const old = await h.request('GET', ref('alice', 'mail-bot'));
    expect(old.body).toMatchObject({ id: made.body.id, namespace: 'acme', slug: 'mail-bot' });
    // Now the organisation's: bob publishes a version, and the page lists it.
    expect(
      (
        await h.request('POST', `${ref('acme', 'mail-bot')}/versions`, {
          token: bob.token,
          body: { agent_yaml: agentYaml('mail-bot', '1.1.0') },
        })
      ).status,
    ).toBe(201);
    const page = await h.request('GET', '/api/namespaces/acme');
    expect(page.body).toMatchObject({ kind: 'org', name: 'acme', display_name: 'Acme Inc.', agents: [{ slug: 'mail-bot' }] });
    // A transfer into a namespace that is neither yours nor your organisation's is refused.
    const carol = await h.signUp('carol@example.com');
    expect(
      (await h.request('POST', `${ref('acme', 'mail-bot')}/transfer`, { token: alice.token, body: { namespace: 'carol' } })).status,
    ).toBe(403);
    expect(
      (await h.request('POST', `${ref('acme', 'mail-bot')}/transfer`, { token: carol.token, body: { namespace: 'carol' } })).status,
    ).toBe(403);
  });

  it('a user page respects public_profile; a named token can be limited to one namespace', async () => {
    const { alice } = await acme();
    await h.request('PUT', '/api/users/profile', { token: alice.token, body: { bio: 'I build bots', full_name: 'Alice A' } });
    await publishInto(alice.token, undefined, 'mail-bot');
    expect((await h.request('GET', '/api/namespaces/alice')).body).toMatchObject({
      kind: 'user',
      display_name: 'Alice A',
      bio: 'I build bots',
      public_profile: true,
    });
    await h.request('PUT', '/api/users/profile', { token: alice.token, body: { preferences: { public_profile: false } } });
    const hidden = (await h.request('GET', '/api/namespaces/alice')).body;
    expect(hidden).toMatchObject({ display_name: '', bio: '', public_profile: false, agents: [{ slug: 'mail-bot' }] });
    expect((await h.request('GET', '/api/namespaces/nobody')).status).toBe(404);

    const limited = await h.request('POST', '/api/users/tokens', {
      token: alice.token,
      body: { name: 'ci', scopes: ['agents:publish', 'agents:read'], expires_in_days: 30, namespace: 'acme' },
    });
    expect(limited.status).toBe(201);
    expect(limited.body.info.namespace).toBe('acme');
    const ci = limited.body.token as string;
    expect((await publishInto(ci, 'acme', 'ci-bot')).status).toBe(201);
    const own = await publishInto(ci, undefined, 'not-here');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('This token can only write to acme');
    expect((await h.request('PUT', ref('alice', 'mail-bot'), { token: ci, body: { description: 'x' } })).status).toBe(403);
    // A token cannot be limited to someone else's namespace.
    const foreign = await h.request('POST', '/api/users/tokens', {
      token: alice.token,
      body: { name: 'bad', scopes: ['agents:publish'], expires_in_days: 30, namespace: 'bob' },
    });
    expect(foreign.status).toBe(403);
  });

  it("an organisation's private agent is read by its members only, by id and by reference", async () => {
    const { alice, bob } = await acme();
    const carol = await h.signUp('carol@example.com');
    const pub = await h.request('POST', '/api/agents', {
      token: bob.token,
      body: { agent_yaml: agentYaml('inner-bot', '1.0.0'), category: 'development', namespace: 'acme', visibility: 'private' },
    });
    expect(pub.status).toBe(201);
    expect(pub.body.visibility).toBe('private');
    for (const path of [`/api/agents/${pub.body.id}`, ref('acme', 'inner-bot')]) {
      for (const [who, token, status] of [
        ['alice (owner)', alice.token, 200],
        ['bob (maintainer)', bob.token, 200],
        ['carol (outsider)', carol.token, 404],
        ['anonymous', undefined, 404],
      ] as const) {
        const read = await h.request('GET', path, token ? { token } : {});
        expect(read.status, `${who} ${path}`).toBe(status);
        if (status === 200) expect(read.body.id).toBe(pub.body.id);
      }
    }
  });
});
