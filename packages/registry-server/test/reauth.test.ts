import { API_MESSAGES, AUTH_API_MESSAGES, REAUTH_WINDOW_MS } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { agentBody, databases, PASSWORD, useHarness } from './helpers.js';

/** A stolen browser session must not be enough to read or mint the PAT, or delete an agent. */
describe.each(databases)('re-authentication for secrets on $name', (database) => {
  const h = useHarness(database);

  const later = () => h.clock.advance(REAUTH_WINDOW_MS + 1000);
  const refused = { error: 'reauthentication_required', message: API_MESSAGES.reauthRequired };

  it('right after sign-in nothing changes; ten minutes later the PAT needs the password again', async () => {
    const { token } = await h.signUp();
    const first = await h.request('POST', '/api/users/pat/generate', { token });
    expect(first.status).toBe(200);
    expect((await h.request('GET', '/api/users/pat/value', { token })).body.pat).toBe(first.body.pat);

    later();
    const reveal = await h.request('GET', '/api/users/pat/value', { token });
    expect(reveal.status).toBe(403);
    expect(reveal.body).toEqual(refused);
    expect((await h.request('POST', '/api/users/pat/generate', { token })).status).toBe(403);
    // Still signed in: reading the profile and token info, and revoking, need no new proof.
    expect((await h.request('GET', '/api/users/pat', { token })).body.has_pat).toBe(true);

    const wrong = await h.request('POST', '/api/auth/confirm-password', { token, body: { password: 'Wrong123!x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: API_MESSAGES.passwordIncorrect, fields: { password: API_MESSAGES.passwordIncorrect } });
    expect((await h.request('GET', '/api/users/pat/value', { token })).status).toBe(403);

    const ok = await h.request('POST', '/api/auth/confirm-password', { token, body: { password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(AUTH_API_MESSAGES.passwordConfirmed);
    expect((await h.request('GET', '/api/users/pat/value', { token })).body.pat).toBe(first.body.pat);

    // The proof lasts ten minutes too.
    later();
    expect((await h.request('GET', '/api/users/pat/value', { token })).status).toBe(403);
  });

  it('deleting an agent with a session needs a recent proof; the CLI token does not', async () => {
    const { token } = await h.signUp();
    const pat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    let n = 0;
    const create = () => h.request('POST', '/api/agents', { token, body: agentBody({ name: `Doomed ${++n}`, category: 'development' }) });
    const a = (await create()).body.id as string;
    const b = (await create()).body.id as string;

    later();
    const del = await h.request('DELETE', `/api/agents/${a}`, { token });
    expect(del.status).toBe(403);
    expect(del.body).toEqual(refused);
    expect((await h.request('GET', `/api/agents/${a}`)).status).toBe(200);
    // Editing is not a secret: it still works with the session.
    expect((await h.request('PUT', `/api/agents/${a}`, { token, body: { description: 'Still here' } })).status).toBe(200);

    expect((await h.request('DELETE', `/api/agents/${b}`, { token: pat })).status).toBe(200);
    await h.request('POST', '/api/auth/confirm-password', { token, body: { password: PASSWORD } });
    expect((await h.request('DELETE', `/api/agents/${a}`, { token })).status).toBe(200);
  });

  it('a stale session cannot change visibility, revoke the CLI token or end other sessions until the password is confirmed', async () => {
    const { token, email } = await h.signUp();
    const other = await h.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    const otherToken = other.body.token as string;
    const pat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    const created = await h.request('POST', '/api/agents', {
      token,
      body: { ...agentBody({ name: 'Secret Helper', category: 'development' }), visibility: 'private' },
    });
    const id = created.body.id as string;
    const sessions = (await h.request('GET', '/api/auth/sessions', { token })).body.data as Array<{ id: string; current: boolean }>;
    const otherId = sessions.find((s) => !s.current)!.id;

    later();
    const attempts: Array<[string, string, unknown]> = [
      ['PUT', `/api/agents/${id}`, { visibility: 'public' }],
      ['DELETE', '/api/users/pat/revoke', undefined],
      ['DELETE', '/api/users/tokens/cli', undefined],
      ['DELETE', '/api/users/tokens', undefined],
      ['DELETE', '/api/auth/sessions', undefined],
      ['DELETE', `/api/auth/sessions/${otherId}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await h.request(method, path, { token, body });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: refused });
    }
    // Nothing happened: the agent is private, the PAT and the other session still work.
    expect((await h.request('GET', `/api/agents/${id}`)).status).toBe(404);
    expect((await h.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token: otherToken })).status).toBe(200);
    // What needs no proof still works: other edits, the same visibility again, the CLI token itself.
    expect((await h.request('PUT', `/api/agents/${id}`, { token, body: { description: 'Edited', visibility: 'private' } })).status).toBe(
      200,
    );
    expect((await h.request('PUT', `/api/agents/${id}`, { token: pat, body: { visibility: 'public' } })).body.visibility).toBe('public');
    expect((await h.request('PUT', `/api/agents/${id}`, { token: pat, body: { visibility: 'private' } })).status).toBe(200);

    await h.request('POST', '/api/auth/confirm-password', { token, body: { password: PASSWORD } });
    expect((await h.request('PUT', `/api/agents/${id}`, { token, body: { visibility: 'public' } })).body.visibility).toBe('public');
    expect((await h.request('DELETE', `/api/auth/sessions/${otherId}`, { token })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token: otherToken })).status).toBe(401);
    expect((await h.request('DELETE', '/api/users/tokens/cli', { token })).status).toBe(200);
    expect((await h.request('GET', '/api/agents/my-agents', { token: pat })).status).toBe(401);
  });

  it('signing oneself out needs no proof', async () => {
    const { token } = await h.signUp();
    const current = ((await h.request('GET', '/api/auth/sessions', { token })).body.data as Array<{ id: string; current: boolean }>).find(
      (s) => s.current,
    )!;
    later();
    expect((await h.request('DELETE', `/api/auth/sessions/${current.id}`, { token })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
  });

  it('changing the password counts as a proof; confirm-password refuses a PAT and counts toward sign-in limits', async () => {
    const { token } = await h.signUp();
    later();
    const changed = await h.request('POST', '/api/auth/change-password', {
      token,
      body: { old_password: PASSWORD, new_password: 'Another456$' },
    });
    expect(changed.status).toBe(200);
    expect((await h.request('POST', '/api/users/pat/generate', { token })).status).toBe(200);
    const pat = (await h.request('GET', '/api/users/pat/value', { token })).body.pat as string;

    const withPat = await h.request('POST', '/api/auth/confirm-password', { token: pat, body: { password: 'Another456$' } });
    expect(withPat.status).toBe(401);

    const limit = h.config.rateLimits.loginPerEmail.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) {
      statuses.push((await h.request('POST', '/api/auth/confirm-password', { token, body: { password: `Guess${i}!aa` } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
