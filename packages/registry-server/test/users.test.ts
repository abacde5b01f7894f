import {
  PROFILE_FORM_DEFAULTS,
  RegistryStatsResponseSchema,
  UserProfileResponseSchema,
  VALIDATION_MESSAGES as V,
} from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { agentBody, agentYaml, databases, PASSWORD, uniqueEmail, useHarness } from './helpers.js';

const XSS = '<img src=x onerror=alert(1)>';

describe.each(databases)('users on $name', (database) => {
  const h = useHarness(database);

  it('GET /stats counts confirmed accounts and public agents, for anyone', async () => {
    const stats = async () => RegistryStatsResponseSchema.parse((await h.request('GET', '/api/stats')).body);
    const before = await stats();

    // An account whose email is not confirmed yet is no user of the registry.
    const pending = await h.request('POST', '/api/auth/register', { body: { email: uniqueEmail(), password: PASSWORD, name: 'P' } });
    expect(pending.status).toBe(201);
    expect(await stats()).toEqual(before);

    const { token } = await h.signUp();
    expect(await stats()).toEqual({ ...before, total_users: before.total_users + 1 });

    const publish = (name: string, visibility: string) =>
      h.request('POST', '/api/agents', { token, body: { agent_yaml: agentYaml(name), category: 'development', visibility } });
    expect((await publish('stats-private', 'private')).status).toBe(201);
    expect((await stats()).total_agents).toBe(before.total_agents);
    expect((await publish('stats-public', 'public')).status).toBe(201);
    expect(await stats()).toEqual({ total_agents: before.total_agents + 1, total_users: before.total_users + 1 });
  });

  it('GET /users/profile has the section 3 shape with defaults', async () => {
    const { token, email } = await h.signUp(undefined, undefined, 'Ada Lovelace');
    const res = await h.request('GET', '/api/users/profile', { token });
    expect(res.status).toBe(200);
    const profile = UserProfileResponseSchema.parse(res.body);
    expect(profile).toMatchObject({
      full_name: 'Ada Lovelace',
      username: email.split('@')[0],
      email,
      status: 'active',
      role: 'user',
      profile: { bio: '', avatar_url: '', website_url: '', github_username: '', twitter_username: '' },
      // The form's defaults, but the theme follows the device until the person picks one.
      preferences: { ...PROFILE_FORM_DEFAULTS.preferences, theme: 'system' },
      stats: { agents_count: 0, total_downloads: 0 },
      pat_info: { has_pat: false },
    });
    expect(profile.created_at).toBeTruthy();
  });

  it('PUT /users/profile updates fields and preferences; email stays read-only', async () => {
    const { token, email } = await h.signUp();
    const res = await h.request('PUT', '/api/users/profile', {
      token,
      body: {
        full_name: 'Grace Hopper',
        bio: 'Admiral.',
        website_url: 'https://example.com/grace',
        github_username: 'grace-hopper',
        twitter_username: 'grace_hopper',
        preferences: { theme: 'dark', language: 'fr', newsletter_subscription: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body).toMatchObject({
      full_name: 'Grace Hopper',
      email,
      profile: {
        bio: 'Admiral.',
        website_url: 'https://example.com/grace',
        github_username: 'grace-hopper',
        twitter_username: 'grace_hopper',
      },
      preferences: { theme: 'dark', language: 'fr', newsletter_subscription: true, notifications_enabled: true, timezone: 'UTC' },
    });
    const again = await h.request('GET', '/api/users/profile', { token });
    expect(again.body.full_name).toBe('Grace Hopper');
    expect(again.body.preferences.theme).toBe('dark');

    const emailChange = await h.request('PUT', '/api/users/profile', { token, body: { email: 'other@example.com' } });
    expect(emailChange.status).toBe(400);
    expect((await h.request('GET', '/api/users/profile', { token })).body.email).toBe(email);

    // '' clears a field.
    const cleared = await h.request('PUT', '/api/users/profile', { token, body: { website_url: '' } });
    expect(cleared.body.profile.website_url).toBe('');
  });

  it('answers the section 5 rules as field errors', async () => {
    const { token } = await h.signUp();
    const res = await h.request('PUT', '/api/users/profile', {
      token,
      body: {
        full_name: 'x'.repeat(101),
        bio: 'y'.repeat(501),
        website_url: 'not a url',
        github_username: 'bad_name!',
        twitter_username: 'bad-name',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields).toEqual({
      full_name: V.fullNameTooLong,
      bio: V.bioTooLong,
      website_url: V.invalidUrl,
      github_username: V.invalidGithubUsername,
      twitter_username: V.invalidTwitterUsername,
    });
    expect(res.body.message).toBe(V.fullNameTooLong);

    const js = await h.request('PUT', '/api/users/profile', { token, body: { website_url: 'javascript:alert(1)' } });
    expect(js.status).toBe(400);
    expect(js.body.fields).toEqual({ website_url: V.invalidUrl });

    const badPref = await h.request('PUT', '/api/users/profile', { token, body: { preferences: { language: 'xx' } } });
    expect(badPref.status).toBe(400);
    expect(badPref.body.fields['preferences.language']).toBeDefined();

    // Nothing changed.
    const profile = await h.request('GET', '/api/users/profile', { token });
    expect(profile.body.profile.bio).toBe('');
  });

  it('stores markup as plain data and returns it unchanged', async () => {
    const { token } = await h.signUp();
    const res = await h.request('PUT', '/api/users/profile', { token, body: { full_name: XSS, bio: `${XSS}<script>alert(2)</script>` } });
    expect(res.status).toBe(200);
    const profile = await h.request('GET', '/api/users/profile', { token });
    expect(profile.headers.get('content-type')).toContain('application/json');
    expect(profile.body.full_name).toBe(XSS);
    expect(profile.body.profile.bio).toBe(`${XSS}<script>alert(2)</script>`);
  });

  it('stats are computed from the data', async () => {
    const { token } = await h.signUp();
    const a = await h.request('POST', '/api/agents', { token, body: agentBody({ name: 'One', category: 'productivity' }) });
    await h.request('POST', '/api/agents', { token, body: agentBody({ name: 'Two', category: 'creative', visibility: 'private' }) });
    await h.request('GET', `/api/agents/${a.body.id}/download`);
    await h.request('GET', `/api/agents/${a.body.id}/download`);
    const profile = await h.request('GET', '/api/users/profile', { token });
    expect(profile.body.stats).toEqual({ agents_count: 2, total_downloads: 2 });
  });

  it('needs a session', async () => {
    expect((await h.request('GET', '/api/users/profile')).status).toBe(401);
    expect((await h.request('PUT', '/api/users/profile', { body: { bio: 'x' } })).status).toBe(401);
  });
});
