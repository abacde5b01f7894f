import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../contract/constants';
import { mockMode } from '../simulated/mock-mode';
import { ada, api, makeClient, networkDown, recorder, signIn, useServer } from '../test/helpers';

const server = useServer();

const user = { user_id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace' };

/** Answers `path` with `body` and records the request. */
function answer(method: 'post' | 'put' | 'get', path: string, body: unknown, status = 200) {
  const rec = recorder();
  server.use(
    http[method](api(path), async ({ request }) => {
      await rec.record(request);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return rec;
}

describe('the ten auth calls', () => {
  it.each([
    ['register', '/auth/register', ada, 'Registration successful. Confirmation code sent successfully to your email.'],
    ['confirmEmail', '/auth/confirm-email', { email: 'ada@example.com', confirmation_code: '123456' }, 'Email confirmed successfully'],
    ['resendConfirmation', '/auth/resend-confirmation', { email: 'ada@example.com' }, 'Confirmation code sent successfully'],
    ['forgotPassword', '/auth/forgot-password', { email: 'ada@example.com' }, 'Password reset code sent successfully'],
    [
      'resetPassword',
      '/auth/reset-password',
      { email: 'ada@example.com', code: '123456', new_password: 'Secret@12' },
      'Password reset successfully',
    ],
    ['changePassword', '/auth/change-password', { old_password: 'Old@1234', new_password: 'Secret@12' }, 'Password changed successfully'],
    ['confirmPassword', '/auth/confirm-password', { password: 'Secret@12' }, 'Password confirmed successfully'],
  ] as const)('%s posts its payload and succeeds on the marker phrase', async (call, path, payload, message) => {
    const rec = answer('post', path, { message });
    const { client } = makeClient();
    const result = await (client.auth[call] as (input: unknown) => Promise<{ success: boolean; message?: string }>)(payload);
    expect(rec.last).toMatchObject({ method: 'POST', path, body: payload });
    expect(result).toMatchObject({ success: true, message });
  });

  it('judges a 2xx without a marker phrase as a failure', async () => {
    answer('post', '/auth/confirm-email', { message: 'Something else' });
    const { client } = makeClient();
    const result = await client.auth.confirmEmail({ email: 'ada@example.com', confirmation_code: '123456' });
    expect(result.success).toBe(false);
  });

  it('login stores the user and token and sends them afterwards', async () => {
    answer('post', '/auth/login', { message: 'Login successful', token: 'tok-9', user });
    const { client } = makeClient();
    const result = await client.auth.login({ email: 'ada@example.com', password: 'Secret@12' });
    expect(result).toMatchObject({ success: true, token: 'tok-9', user: { id: 'u1', name: 'Ada Lovelace', username: 'ada' } });
    expect(localStorage.getItem('auth_token')).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ id: 'u1', email: 'ada@example.com' });
    expect(client.session.isAuthenticated()).toBe(true);

    const rec = answer('get', '/auth/verify', { valid: true, user });
    await client.auth.verify();
    expect(rec.last.headers.get('authorization')).toBe('Bearer tok-9');
  });

  it("login without a token but with 'Login successful' stores the session marker", async () => {
    answer('post', '/auth/login', { message: 'Login successful', user });
    const { client } = makeClient();
    const result = await client.auth.login({ email: 'ada@example.com', password: 'Secret@12' });
    expect(result.success).toBe(true);
    expect(localStorage.getItem('auth_token')).toBe('session');
  });

  it('login without a user is not a success and stores nothing', async () => {
    answer('post', '/auth/login', { message: 'Login successful', token: 't' });
    const { client } = makeClient();
    expect((await client.auth.login({ email: 'a@b.co', password: 'x' })).success).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('returns an error body as the result: no throw, no toast, no redirect', async () => {
    answer('post', '/auth/login', { error: 'invalid_credentials', message: 'Invalid email or password' }, 401);
    const { client, onError, onUnauthorized } = makeClient();
    const result = await client.auth.login({ email: 'ada@example.com', password: 'wrong' });
    expect(result).toEqual({ success: false, error: 'invalid_credentials', message: 'Invalid email or password' });
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(mockMode.get()).toBe(false);
  });

  it('returns a 5xx JSON body as the result too', async () => {
    answer('post', '/auth/register', { error: 'internal_error', message: 'Internal server error' }, 500);
    const { client, onError } = makeClient();
    const result = await client.auth.register({ email: 'a@b.co', password: 'Secret@12', name: 'A' });
    expect(result).toMatchObject({ success: false, message: 'Internal server error' });
    // The auth screen shows its own failure toast from the result.
    expect(onError).not.toHaveBeenCalled();
  });

  it('a 401 on verify ends the session and calls onUnauthorized', async () => {
    signIn();
    answer('get', '/auth/verify', { error: 'invalid_token', message: 'Invalid token' }, 401);
    const { client, onUnauthorized } = makeClient();
    const result = await client.auth.verify();
    expect(result).toMatchObject({ success: false, message: 'Invalid token' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('updateProfile PUTs the name and refreshes the stored user', async () => {
    signIn();
    const rec = answer('put', '/auth/profile', { user: { ...user, full_name: 'Ada King' } });
    const { client } = makeClient();
    const result = await client.auth.updateProfile({ name: 'Ada King' });
    expect(rec.last).toMatchObject({ method: 'PUT', body: { name: 'Ada King' } });
    expect(result.success).toBe(true);
    expect(client.session.getUser()?.name).toBe('Ada King');
  });

  it('logout posts and clears the session', async () => {
    signIn();
    const rec = answer('post', '/auth/logout', { message: 'Logged out successfully' });
    const { client } = makeClient();
    expect((await client.auth.logout()).success).toBe(true);
    expect(rec.last.headers.get('authorization')).toBe('Bearer tok-123');
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('logout clears the session even when the server fails, and does not throw', async () => {
    signIn();
    answer('post', '/auth/logout', { error: 'internal_error', message: 'Internal server error' }, 500);
    const { client } = makeClient({ simulated: false });
    const result = await client.auth.logout();
    expect(result.success).toBe(false);
    expect(client.session.isAuthenticated()).toBe(false);
  });
});

describe('fallback to the simulated backend', () => {
  it('redoes a call that throws (no server) on the simulated backend and turns mock mode on', async () => {
    server.use(networkDown);
    const seen: boolean[] = [];
    const unsubscribe = mockMode.subscribe((on) => seen.push(on));
    const { client } = makeClient();
    const result = await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    unsubscribe();
    expect(result).toMatchObject({ success: true, message: 'Login successful', user: { email: DEMO_ACCOUNT.email } });
    expect(result.token).toMatch(/^sim_[0-9a-f]{64}$/);
    expect(mockMode.get()).toBe(true);
    expect(seen).toEqual([true]);
    expect(client.session.isAuthenticated()).toBe(true);
  });

  it('keeps the failure when the simulated backend is disabled', async () => {
    server.use(networkDown);
    const { client } = makeClient({ simulated: false });
    await expect(client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).rejects.toMatchObject({
      kind: 'connection',
    });
    expect(mockMode.get()).toBe(false);
  });

  it('does not fall back when the server answered (even with an error)', async () => {
    answer('post', '/auth/login', { error: 'invalid_credentials', message: 'Invalid email or password' }, 401);
    const { client } = makeClient();
    const result = await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(result.success).toBe(false);
    expect(mockMode.get()).toBe(false);
  });
});
