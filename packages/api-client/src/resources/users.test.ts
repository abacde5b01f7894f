import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockMode } from '../simulated/mock-mode';
import { api, expectSessionEnded, failing, makeClient, networkDown, recorded, recorder, signIn, useServer } from '../test/helpers';

const server = useServer();

const profile = {
  user_id: 'u1',
  full_name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatar_url: null,
  status: 'active',
  role: 'user',
  created_at: '2025-01-01T00:00:00.000Z',
  profile: { bio: 'Analyst', avatar_url: null, website_url: 'https://ada.dev', github_username: 'ada', twitter_username: null },
  preferences: {
    theme: 'dark',
    language: 'en',
    notifications_enabled: true,
    public_profile: true,
    newsletter_subscription: false,
    timezone: 'UTC',
  },
  stats: { agents_count: 2, total_downloads: 340 },
  pat_info: { has_pat: true, created_at: '2025-02-01T00:00:00.000Z', last_used: null },
};
const PAT = 'ab'.repeat(32);

describe('users resource against a server', () => {
  it('gets the profile', async () => {
    signIn();
    const rec = recorder();
    server.use(recorded(rec, 'get', '/users/profile', () => HttpResponse.json(profile)));
    const { client } = makeClient();
    expect(await client.users.getProfile()).toMatchObject({ full_name: 'Ada Lovelace', stats: { total_downloads: 340 } });
    expect(rec.last.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('puts a profile update and returns the updated profile', async () => {
    signIn();
    const rec = recorder();
    server.use(
      recorded(rec, 'put', '/users/profile', () => HttpResponse.json({ ...profile, profile: { ...profile.profile, bio: 'New bio' } })),
    );
    const { client } = makeClient();
    const update = {
      full_name: 'Ada',
      bio: 'New bio',
      github_username: 'ada-l',
      preferences: { theme: 'light' as const, language: 'fr' as const },
    };
    const updated = await client.users.updateProfile(update);
    expect(rec.last).toMatchObject({ method: 'PUT', path: '/users/profile', body: update });
    expect(updated.profile.bio).toBe('New bio');
  });

  it('refuses an invalid profile update without sending anything', async () => {
    signIn();
    const rec = recorder();
    server.use(recorded(rec, 'put', '/users/profile', () => HttpResponse.json(profile)));
    const { client, onError } = makeClient();
    await expect(client.users.updateProfile({ website_url: 'not a url', twitter_username: 'a-b' })).rejects.toMatchObject({
      kind: 'validation',
      message: 'Please enter a valid URL',
      fields: { website_url: 'Please enter a valid URL', twitter_username: 'Invalid Twitter username format' },
    });
    expect(rec.requests).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('generates, reads and revokes the PAT', async () => {
    signIn();
    const rec = recorder();
    server.use(
      recorded(rec, 'post', '/users/pat/generate', () => HttpResponse.json({ pat: PAT })),
      http.get(api('/users/pat'), () => HttpResponse.json(profile.pat_info)),
      http.get(api('/users/pat/value'), () => HttpResponse.json({ pat: PAT })),
      recorded(rec, 'delete', '/users/pat/revoke', () => new HttpResponse(null, { status: 204 })),
    );
    const { client } = makeClient();
    expect((await client.users.generatePat()).pat).toBe(PAT);
    expect(await client.users.getPatInfo()).toEqual(profile.pat_info);
    expect((await client.users.getPatValue()).pat).toBe(PAT);
    await expect(client.users.revokePat()).resolves.toEqual({});
    expect(rec.calls).toEqual(['POST /users/pat/generate', 'DELETE /users/pat/revoke']);
  });

  it('rejects a PAT that is not 64 hex characters', async () => {
    signIn();
    server.use(http.get(api('/users/pat/value'), () => HttpResponse.json({ pat: 'not-a-token' })));
    const { client } = makeClient();
    await expect(client.users.getPatValue()).rejects.toMatchObject({ kind: 'validation' });
  });

  it('a 500 reaches the caller and the toast hook, without falling back', async () => {
    signIn();
    server.use(failing('post', '/users/pat/generate', 500, 'internal_error', 'Key store unavailable'));
    const { client, onError } = makeClient();
    await expect(client.users.generatePat()).rejects.toMatchObject({ status: 500, message: 'Key store unavailable' });
    expect(onError).toHaveBeenCalledWith('Key store unavailable', expect.anything());
    expect(mockMode.get()).toBe(false);
  });

  it('a 404 for the PAT value is silent', async () => {
    signIn();
    server.use(failing('get', '/users/pat/value', 404, 'not_found', 'No Personal Access Token found'));
    const { client, onError } = makeClient();
    await expect(client.users.getPatValue()).rejects.toMatchObject({ kind: 'not_found' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a 401 ends the session', async () => {
    signIn();
    server.use(failing('get', '/users/profile', 401, 'unauthorized', 'Authentication required'));
    await expectSessionEnded((client) => client.users.getProfile());
  });
});

describe('users resource without a server', () => {
  it('answers from the simulated backend for a simulated session', async () => {
    server.use(networkDown);
    const { client } = makeClient();
    await client.auth.login({ email: 'demo@agentregistry.dev', password: 'Demo@1234' });
    const loaded = await client.users.getProfile();
    expect(loaded).toMatchObject({
      email: 'demo@agentregistry.dev',
      full_name: 'Demo User',
      status: 'active',
      pat_info: { has_pat: false },
    });
    expect(mockMode.get()).toBe(true);
  });

  it('ends a simulated session the simulated backend no longer knows', async () => {
    server.use(networkDown);
    signIn(undefined, 'sim_expired');
    await expectSessionEnded((client) => client.users.getProfile(), { message: 'Invalid token' });
  });

  it("keeps a real server's session through an outage", async () => {
    server.use(networkDown);
    signIn(undefined, 'token-from-the-real-server');
    const { client, onUnauthorized } = makeClient();
    await expect(client.users.getProfile()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(await client.auth.verify()).toMatchObject({ success: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.session.getToken()).toBe('token-from-the-real-server');
  });
});
