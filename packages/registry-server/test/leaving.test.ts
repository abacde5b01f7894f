import { API_MESSAGES, MODERATION_MESSAGES, REAUTH_WINDOW_MS } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { accountDeletedAnswer, agentYaml, bareDatabase, countRows, databases, makeHarness, PASSWORD, useHarness } from './helpers.js';

const ref = (namespace: string, slug: string) => `/api/agents/${encodeURIComponent(`${namespace}/${slug}`)}`;
const OPERATOR = 'leaving-operator@example.com';

/** Organisations outlive their members; an account leaves with what it alone holds. */
describe.each(databases)('leaving on $name', (database) => {
  const h = useHarness(database, { config: { operators: [OPERATOR] } });

  const publishInto = (token: string, namespace: string | undefined, name: string, extra: Record<string, unknown> = {}) =>
    h.request('POST', '/api/agents', {
      token,
      body: { agent_yaml: agentYaml(name), category: 'development', ...(namespace ? { namespace } : {}), ...extra },
    });
  const invitationTo = (to: string) => {
    const mail = [...h.mailer.sent].reverse().find((m) => m.to === to && /Invitation: /.test(m.text));
    return /Invitation: ([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  };
  /** `owner` creates organisation `name`; each of `members` joins it with its role. */
  async function org(
    name: string,
    owner: { token: string },
    members: Array<[{ token: string; email: string }, 'owner' | 'maintainer']> = [],
  ) {
    expect((await h.request('POST', '/api/orgs', { token: owner.token, body: { name } })).status).toBe(201);
    for (const [member, role] of members) {
      const invited = await h.request('POST', `/api/orgs/${name}/invitations`, {
        token: owner.token,
        body: { invitee: member.email, role },
      });
      expect(invited.status).toBe(201);
      const accepted = await h.request('POST', `/api/orgs/invitations/${invitationTo(member.email)}/accept`, { token: member.token });
      expect(accepted.status).toBe(200);
    }
  }
  const deleteAccount = (token: string, body: Record<string, unknown>) => h.request('POST', '/api/users/me/delete', { token, body });
  const mine = async (token: string) =>
    ((await h.request('GET', '/api/agents/my-agents', { token })).body.data as Array<{ namespace: string; slug: string }>)
      .map((a) => `${a.namespace}/${a.slug}`)
      .sort();

  it(
    "an organisation's agents are the organisation's: whoever published them may leave, be removed or delete their account",
    { timeout: 90_000 },
    async () => {
      const alice = await h.signUp('alice@example.com');
      const bob = await h.signUp('bob@example.com');
      const carol = await h.signUp('carol@example.com');
      const outsider = await h.signUp('dave@example.com');
      await org('acme', alice, [
        [bob, 'maintainer'],
        [carol, 'maintainer'],
      ]);

      const shared = await publishInto(bob.token, 'acme', 'shared-bot');
      expect(shared.status).toBe(201);
      // Owned by the organisation, not by the member who published it.
      expect(shared.body).toMatchObject({ namespace: 'acme', owner_id: null, author: 'acme' });
      expect((await publishInto(carol.token, 'acme', 'secret-bot', { visibility: 'private' })).status).toBe(201);
      expect((await publishInto(alice.token, undefined, 'own-bot')).status).toBe(201);

      // "My agents" lists one's own and one's organisations'; private ones are the members' to see.
      expect(await mine(alice.token)).toEqual(['acme/secret-bot', 'acme/shared-bot', 'alice/own-bot']);
      expect(await mine(bob.token)).toEqual(['acme/secret-bot', 'acme/shared-bot']);
      expect(await mine(outsider.token)).toEqual([]);
      expect((await h.request('GET', ref('acme', 'secret-bot'), { token: bob.token })).status).toBe(200);
      expect((await h.request('GET', ref('acme', 'secret-bot'), { token: outsider.token })).status).toBe(404);
      const privateList = await h.request('GET', '/api/agents?visibility=private', { token: alice.token });
      expect(privateList.body.data.map((a: { slug: string }) => a.slug)).toEqual(['secret-bot']);
      // A search by a member finds the organisation's private agent; an outsider's does not.
      const search = (token: string) => h.request('GET', '/api/agents?query=secret', { token });
      expect((await search(bob.token)).body.data.map((a: { slug: string }) => a.slug)).toContain('secret-bot');
      expect((await search(outsider.token)).body.data).toEqual([]);

      // carol is removed: the agent she published stays, and she no longer sees or changes it.
      expect((await h.request('DELETE', '/api/orgs/acme/members/carol', { token: alice.token })).status).toBe(200);
      expect((await h.request('GET', ref('acme', 'secret-bot'), { token: alice.token })).status).toBe(200);
      expect((await h.request('GET', ref('acme', 'secret-bot'), { token: carol.token })).status).toBe(404);
      expect((await h.request('PUT', ref('acme', 'shared-bot'), { token: carol.token, body: { description: 'Mine now' } })).status).toBe(
        403,
      );

      // bob deletes his account: the agent he published stays the organisation's, with its versions.
      const gone = await deleteAccount(bob.token, { username: 'bob' });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual(accountDeletedAnswer());
      const still = await h.request('GET', ref('acme', 'shared-bot'));
      expect(still.status).toBe(200);
      expect(still.body).toMatchObject({ id: shared.body.id, namespace: 'acme' });
      expect((await h.request('GET', `${ref('acme', 'shared-bot')}/versions`)).body.data).toHaveLength(1);
      expect((await h.request('GET', `${ref('acme', 'shared-bot')}/download`)).status).toBe(200);

      // The owners still manage it: a version, the visibility, a deprecation, a deletion.
      const next = await h.request('POST', `${ref('acme', 'shared-bot')}/versions`, {
        token: alice.token,
        body: { agent_yaml: agentYaml('shared-bot', '1.1.0') },
      });
      expect(next.status).toBe(201);
      expect((await h.request('PUT', ref('acme', 'shared-bot'), { token: alice.token, body: { visibility: 'private' } })).status).toBe(200);
      expect(
        (await h.request('POST', `${ref('acme', 'shared-bot')}/deprecate`, { token: alice.token, body: { message: 'Use v2' } })).status,
      ).toBe(200);
      expect((await h.request('DELETE', ref('acme', 'secret-bot'), { token: alice.token })).status).toBe(200);
      expect(await mine(alice.token)).toEqual(['acme/shared-bot', 'alice/own-bot']);
    },
  );

  it("a takedown of an organisation's agent mails the organisation's owners and the reporter", async () => {
    const alice = await h.signUp('alice@example.com');
    const bob = await h.signUp('bob@example.com');
    const reporter = await h.signUp('watchful@example.com');
    const operator = await h.signUp(OPERATOR);
    await org('acme', alice, [[bob, 'maintainer']]);
    expect((await publishInto(bob.token, 'acme', 'mail-thief')).status).toBe(201);
    // A member cannot report the organisation's agent; someone else can.
    expect((await h.request('POST', `${ref('acme', 'mail-thief')}/reports`, { token: bob.token, body: { reason: 'spam' } })).status).toBe(
      400,
    );
    expect(
      (await h.request('POST', `${ref('acme', 'mail-thief')}/reports`, { token: reporter.token, body: { reason: 'malware' } })).status,
    ).toBe(201);
    h.mailer.clear();
    const down = await h.request('POST', `/api/admin/agents/${encodeURIComponent('acme/mail-thief')}/takedown`, {
      token: operator.token,
      body: { reason: 'Steals mail' },
    });
    expect(down.status).toBe(200);
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['alice@example.com', 'The agent acme/mail-thief was taken down'],
      ['watchful@example.com', 'Your report about acme/mail-thief'],
    ]);
    // Members still see their taken-down agent; anyone else reads the reason.
    expect((await h.request('GET', ref('acme', 'mail-thief'), { token: bob.token })).status).toBe(200);
    expect((await h.request('GET', ref('acme', 'mail-thief'), { token: reporter.token })).status).toBe(451);
  });

  it('deleting an account: refused while the last owner of an organisation with others; own agents move to an organisation or go', async () => {
    const alice = await h.signUp('alice@example.com');
    const bob = await h.signUp('bob@example.com');
    await org('acme', alice, [[bob, 'maintainer']]);
    await org('solo-lab', alice);
    const own = await publishInto(alice.token, undefined, 'mail-bot');
    expect((await publishInto(alice.token, 'solo-lab', 'lab-bot')).status).toBe(201);
    expect((await publishInto(bob.token, 'acme', 'team-bot')).status).toBe(201);

    const preview = () => h.request('GET', '/api/users/me/delete', { token: alice.token });
    expect((await preview()).body).toEqual({
      agents: 1,
      transfer_targets: [],
      blocking_organizations: ['acme'],
      organizations_deleted: ['solo-lab'],
    });
    const agentsBefore = await countRows(h.db, 'agents');
    const refused = await deleteAccount(alice.token, { username: 'alice' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'last_owner', message: MODERATION_MESSAGES.lastOwnerOf(['acme']) });
    expect(await countRows(h.db, 'agents')).toBe(agentsBefore);
    expect((await h.request('GET', '/api/auth/verify', { token: alice.token })).status).toBe(200);

    // With bob an owner too, acme can take her agents; an organisation that goes with her cannot.
    expect((await h.request('PUT', '/api/orgs/acme/members/bob', { token: alice.token, body: { role: 'owner' } })).status).toBe(200);
    expect((await preview()).body).toMatchObject({ transfer_targets: ['acme'], blocking_organizations: [] });
    for (const target of ['solo-lab', 'bob', 'nowhere']) {
      const bad = await deleteAccount(alice.token, { username: 'alice', transfer_agents_to: target });
      expect(bad.status, target).toBe(400);
      expect(bad.body.fields.transfer_agents_to, target).toBe(MODERATION_MESSAGES.transferTargetInvalid);
    }
    // The password proof counts as for every sensitive action.
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    const stale = await deleteAccount(alice.token, { username: 'alice', transfer_agents_to: 'acme' });
    expect(stale.body).toEqual({ error: 'reauthentication_required', message: API_MESSAGES.reauthRequired });
    await h.request('POST', '/api/auth/confirm-password', { token: alice.token, body: { password: PASSWORD } });

    h.mailer.clear();
    const done = await deleteAccount(alice.token, { username: 'alice', transfer_agents_to: 'ACME' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual(accountDeletedAnswer({ agents_deleted: 1, agents_transferred: 1, organizations_deleted: ['solo-lab'] }));
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0]!.text).toContain(MODERATION_MESSAGES.agentsTransferred(1, 'acme'));

    // Her agent is acme's now, and its old reference follows it; the one-member organisation is gone.
    const moved = await h.request('GET', ref('alice', 'mail-bot'));
    expect(moved.body).toMatchObject({ id: own.body.id, namespace: 'acme', slug: 'mail-bot', owner_id: null });
    expect(await mine(bob.token)).toEqual(['acme/mail-bot', 'acme/team-bot']);
    expect((await h.request('GET', ref('solo-lab', 'lab-bot'))).status).toBe(404);
    expect((await h.request('GET', '/api/namespaces/solo-lab')).status).toBe(404);
    expect((await h.request('GET', '/api/auth/verify', { token: alice.token })).status).toBe(401);
    expect(
      (await h.request('GET', '/api/orgs/acme/members', { token: bob.token })).body.data.map((m: { username: string }) => m.username),
    ).toEqual(['bob']);
  });

  it('a transfer that would collide with an agent of the organisation changes nothing', async () => {
    const alice = await h.signUp('alice@example.com');
    const bob = await h.signUp('bob@example.com');
    await org('acme', bob, [[alice, 'owner']]);
    expect((await publishInto(bob.token, 'acme', 'helper')).status).toBe(201);
    expect((await publishInto(alice.token, undefined, 'helper')).status).toBe(201);
    const clash = await deleteAccount(alice.token, { username: 'alice', transfer_agents_to: 'acme' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/acme already has an agent of the same name/);
    expect((await h.request('GET', ref('alice', 'helper'))).body.namespace).toBe('alice');
    expect((await h.request('GET', '/api/auth/verify', { token: alice.token })).status).toBe(200);
  });

  it('membership changes need the recent password proof, with the same answer as revealing the token', async () => {
    const alice = await h.signUp('alice@example.com');
    const bob = await h.signUp('bob@example.com');
    await org('acme', alice, [[bob, 'maintainer']]);
    h.clock.advance(REAUTH_WINDOW_MS + 1000);
    const reveal = await h.request('GET', '/api/users/pat/value', { token: alice.token });
    expect(reveal.status).toBe(403);
    for (const [method, path, body] of [
      ['POST', '/api/orgs/acme/invitations', { invitee: 'erin@example.com' }],
      ['PUT', '/api/orgs/acme/members/bob', { role: 'owner' }],
      ['DELETE', '/api/orgs/acme/members/bob', undefined],
    ] as const) {
      const stale = await h.request(method, path, { token: alice.token, body });
      expect(stale.status, `${method} ${path}`).toBe(403);
      expect(stale.body, `${method} ${path}`).toEqual(reveal.body);
    }
    const members = await h.request('GET', '/api/orgs/acme/members', { token: alice.token });
    expect(members.body.data.map((m: { username: string; role: string }) => `${m.username}:${m.role}`)).toEqual([
      'alice:owner',
      'bob:maintainer',
    ]);
    expect(members.body.invitations).toEqual([]);
    await h.request('POST', '/api/auth/confirm-password', { token: alice.token, body: { password: PASSWORD } });
    expect((await h.request('DELETE', '/api/orgs/acme/members/bob', { token: alice.token })).status).toBe(200);
  });
});

// --- Migration 0012 on a database whose organisation agents name their first publisher -------

describe.each(databases)('migration 0012 on $name', (database) => {
  it("gives an organisation's agents to the organisation alone, so deleting their publisher keeps them", { timeout: 300_000 }, async () => {
    const db = await bareDatabase(database, 'mig0012');
    try {
      await db.applyMigrations({ before: '0012' });
      const user = (n: string) => `00000000-0000-4000-8000-0000000000${n}`;
      for (const [n, name] of [
        ['01', 'alice'],
        ['02', 'bob'],
      ]) {
        await db.handle.raw(
          `INSERT INTO users (id, email, password_hash, full_name, username, confirmed, status, preferences)
           VALUES ($1, $2, 'x', 'Someone', $3, true, 'active', '{}'::jsonb)`,
          [user(n!), `${name}@example.com`, name],
        );
      }
      const orgId = '00000000-0000-4000-7000-000000000001';
      await db.handle.raw(`INSERT INTO organizations (id, name, created_by) VALUES ($1, 'acme', $2)`, [orgId, user('01')]);
      await db.handle.raw(`INSERT INTO org_members (org_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'maintainer')`, [
        orgId,
        user('01'),
        user('02'),
      ]);
      // As the server wrote them before: an organisation's agent names its first publisher too.
      await db.handle.raw(
        `INSERT INTO agents (id, owner_id, org_id, name, category, namespace, slug) VALUES
          ('00000000-0000-4000-9000-0000000000a1', $1, $2, 'team-bot', 'development', 'acme', 'team-bot'),
          ('00000000-0000-4000-9000-0000000000a2', $3, NULL, 'own-bot', 'development', 'bob', 'own-bot')`,
        [user('02'), orgId, user('02')],
      );

      await db.applyMigrations({ only: '0012' });
      const rows = await db.handle.raw<{ slug: string; owner_id: string | null; org_id: string | null }>(
        `SELECT slug, owner_id, org_id FROM agents ORDER BY slug`,
        [],
      );
      expect(rows).toEqual([
        { slug: 'own-bot', owner_id: user('02'), org_id: null },
        { slug: 'team-bot', owner_id: null, org_id: orgId },
      ]);
      // Exactly one owner from now on.
      await expect(db.handle.raw(`UPDATE agents SET owner_id = $1 WHERE slug = 'team-bot'`, [user('01')])).rejects.toThrow(
        /agents_one_owner/,
      );

      await db.applyMigrations({ from: '0013' });
      const h = makeHarness(db.handle);
      await db.handle.raw(`DELETE FROM users WHERE id = $1`, [user('02')]);
      const kept = await h.request('GET', ref('acme', 'team-bot'));
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ namespace: 'acme', owner_id: null, author: 'acme' });
      expect((await h.request('GET', ref('bob', 'own-bot'))).status).toBe(404);
    } finally {
      await db.close();
    }
  });
});
