// The organisation calls against a server: their routes and bodies, ids sent as one segment, bad
// input refused before sending, and a server's refusal reaching the caller (no simulated redo).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES } from '../contract/orgs';
import { api, failure, makeClient, recorded, recorder, signIn, useServer } from '../test/helpers';

const server = useServer();

const org = { id: 'o1', name: 'acme', display_name: 'Acme', bio: '', avatar_url: '', created_at: null, role: 'owner', members_count: 1 };
const invitation = {
  id: 'i1',
  org: 'acme',
  email: 'ada@example.com',
  role: 'maintainer',
  invited_by: 'demo',
  created_at: null,
  expires_at: '2027-01-01T00:00:00.000Z',
};
const member = { user_id: 'u2', username: 'ada', full_name: 'Ada', avatar_url: '', role: 'maintainer', joined_at: null };

describe('organisation calls', () => {
  it('send each call to its route with its body', async () => {
    signIn();
    const rec = recorder();
    server.use(
      recorded(rec, 'all', '/*', (request) => {
        const path = new URL(request.url).pathname.replace(/^\/api/, '');
        if (path.startsWith('/orgs/acme/invitations'))
          return HttpResponse.json({ message: ORG_MESSAGES.invited('ada'), invitation }, { status: 201 });
        if (path.startsWith('/orgs/acme/members/')) {
          return HttpResponse.json(request.method === 'DELETE' ? { message: ORG_MESSAGES.removed('ada') } : { message: 'ok', member });
        }
        if (path === '/orgs/acme/members') return HttpResponse.json({ data: [member], invitations: [invitation] });
        if (path === '/orgs/mine') return HttpResponse.json({ data: [org] });
        if (path === '/orgs/invitations') return HttpResponse.json({ data: [invitation] });
        if (path.endsWith('/accept')) return HttpResponse.json({ message: ORG_MESSAGES.accepted('acme'), member });
        return HttpResponse.json(org, { status: request.method === 'POST' ? 201 : 200 });
      }),
    );
    const { client } = makeClient();
    expect(await client.orgs.create({ name: ' Acme ' })).toEqual(org);
    await client.orgs.get('acme');
    await client.orgs.mine();
    await client.orgs.members('acme');
    expect((await client.orgs.invite('acme', { invitee: 'ada' })).invitation).toEqual(invitation);
    await client.orgs.setRole('acme', 'ada', 'owner');
    await client.orgs.removeMember('acme', 'ada');
    await client.orgs.invitations();
    await client.orgs.accept('i1');
    expect(rec.calls).toEqual([
      'POST /orgs',
      'GET /orgs/acme',
      'GET /orgs/mine',
      'GET /orgs/acme/members',
      'POST /orgs/acme/invitations',
      'PUT /orgs/acme/members/ada',
      'DELETE /orgs/acme/members/ada',
      'GET /orgs/invitations',
      'POST /orgs/invitations/i1/accept',
    ]);
    expect(rec.requests[0]!.body).toEqual({ name: 'acme' });
    expect(rec.requests[4]!.body).toEqual({ invitee: 'ada', role: 'maintainer' });
    expect(rec.requests[5]!.body).toEqual({ role: 'owner' });
  });

  it("transfers by 'owner/name' as one segment, and refuses a bad name before sending", async () => {
    signIn();
    const rec = recorder();
    server.use(
      recorded(rec, 'post', '/agents/:id/transfer', () =>
        HttpResponse.json({
          message: ORG_MESSAGES.transferred('acme/sorter'),
          agent: { id: 'a1', name: 'Sorter', namespace: 'acme', slug: 'sorter' },
          previous: 'ada/sorter',
        }),
      ),
    );
    const { client } = makeClient();
    const moved = await client.orgs.transfer('ada/sorter', 'Acme');
    expect(moved.previous).toBe('ada/sorter');
    expect(rec.last.path).toBe('/agents/ada%2Fsorter/transfer');
    expect(rec.last.body).toEqual({ namespace: 'acme' });
    expect(await failure(client.orgs.create({ name: '' }))).toMatchObject({ name: 'ValidationError' });
    expect(await failure(client.orgs.invite('acme', { invitee: '  ' }))).toMatchObject({ name: 'ValidationError' });
    expect(rec.requests).toHaveLength(1);
  });

  it("gives a server's 404 to the caller instead of the simulated backend's answer", async () => {
    server.use(
      http.get(api('/namespaces/:name'), () =>
        HttpResponse.json({ error: 'not_found', message: ORG_MESSAGES.namespaceNotFound }, { status: 404 }),
      ),
    );
    const { client } = makeClient();
    expect(await failure(client.orgs.namespacePage('ghost'))).toMatchObject({ status: 404, message: ORG_MESSAGES.namespaceNotFound });
  });
});
