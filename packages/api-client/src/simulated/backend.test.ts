// Every rule of the simulated backend, observed through the client with no server running.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, REAUTH_WINDOW_MS } from '../contract/constants';
import { isReauthRequired } from '../errors';
import { ada, makeClient, networkDown, useServer } from '../test/helpers';
import { onSimulatedEmail, simulatedMail, type SimulatedEmail } from './mail';
import { mockMode } from './mock-mode';

const server = useServer();

const MINUTE = 60_000;

function offlineClient() {
  server.use(networkDown);
  return makeClient();
}

/** The code of the last simulated email. */
const lastCode = () => simulatedMail.get()!.code;
/** A well-formed code that is not the current one. */
const wrongCode = () => (lastCode() === '000000' ? '111111' : '000000');

async function registered() {
  const ctx = offlineClient();
  await ctx.client.auth.register(ada);
  return ctx;
}

async function confirmed() {
  const ctx = await registered();
  await ctx.client.auth.confirmEmail({ email: ada.email, confirmation_code: lastCode() });
  return ctx;
}

describe('sign-up and confirmation', () => {
  it('registers an unconfirmed account and mails a 6-digit confirmation code', async () => {
    const mails: SimulatedEmail[] = [];
    const stop = onSimulatedEmail((mail) => mails.push(mail));
    const { client } = offlineClient();
    const result = await client.auth.register(ada);
    stop();
    expect(result).toMatchObject({ success: true, user: { email: ada.email, name: 'Ada Lovelace', username: 'ada' } });
    expect(mails).toEqual([{ to: ada.email, kind: 'confirmation', code: expect.stringMatching(/^\d{6}$/), sent_at: expect.any(String) }]);
    expect(mockMode.get()).toBe(true);

    const login = await client.auth.login({ email: ada.email, password: ada.password });
    expect(login).toMatchObject({ success: false, message: 'Please confirm your email before logging in' });
    expect(client.session.isAuthenticated()).toBe(false);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { client } = await registered();
    const again = await client.auth.register({ ...ada, email: 'ADA@example.com' });
    expect(again).toMatchObject({ success: false, message: 'User with this email already exists' });
  });

  it('applies the password rules like the server', async () => {
    const { client } = offlineClient();
    const result = await client.auth.register({ ...ada, password: 'password1' });
    expect(result).toMatchObject({
      success: false,
      error: 'validation_error',
      message: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    });
  });

  it('confirms with the right code, after which sign-in works', async () => {
    const { client } = await registered();
    const result = await client.auth.confirmEmail({ email: ada.email, confirmation_code: lastCode() });
    expect(result).toMatchObject({ success: true, message: 'Email confirmed successfully' });
    const login = await client.auth.login({ email: ada.email, password: ada.password });
    expect(login).toMatchObject({ success: true, message: 'Login successful', user: { email: ada.email } });
    expect(client.session.isAuthenticated()).toBe(true);
  });

  it("answers 'Email already confirmed' to a second confirmation or a resend", async () => {
    const { client } = await confirmed();
    expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: '123456' })).toMatchObject({
      message: 'Email already confirmed',
    });
    expect(await client.auth.resendConfirmation({ email: ada.email })).toMatchObject({
      success: false,
      message: 'Email already confirmed',
    });
  });

  it("answers 'User not found' for unknown emails", async () => {
    const { client } = offlineClient();
    const unknown = { email: 'nobody@example.com' };
    expect(await client.auth.confirmEmail({ ...unknown, confirmation_code: '123456' })).toMatchObject({ message: 'User not found' });
    expect(await client.auth.resendConfirmation(unknown)).toMatchObject({ message: 'User not found' });
    expect(await client.auth.forgotPassword(unknown)).toMatchObject({ message: 'User not found' });
  });

  it('discards the code after 3 failed attempts', async () => {
    const { client } = await registered();
    const good = lastCode();
    const attempt = (code: string) => client.auth.confirmEmail({ email: ada.email, confirmation_code: code });
    expect(await attempt(wrongCode())).toMatchObject({ success: false, message: 'Invalid confirmation code' });
    expect(await attempt(wrongCode())).toMatchObject({ message: 'Invalid confirmation code' });
    expect(await attempt(wrongCode())).toMatchObject({ message: 'Too many failed attempts. Please request a new confirmation code.' });
    // Even the right code is no use now.
    expect(await attempt(good)).toMatchObject({ success: false, message: 'No confirmation code found. Please request a new one.' });
  });

  it('a resent code replaces the old one and resets the attempts', async () => {
    const { client } = await registered();
    const old = lastCode();
    await client.auth.confirmEmail({ email: ada.email, confirmation_code: wrongCode() });
    await client.auth.confirmEmail({ email: ada.email, confirmation_code: wrongCode() });
    expect(await client.auth.resendConfirmation({ email: ada.email })).toMatchObject({
      success: true,
      message: 'Confirmation code sent successfully',
    });
    const fresh = lastCode();
    if (fresh !== old) {
      expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: old })).toMatchObject({
        message: 'Invalid confirmation code',
      });
    }
    expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: fresh })).toMatchObject({ success: true });
  });

  it('a code is accepted until 15 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-05-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { client } = await registered();
    vi.setSystemTime(start + 15 * MINUTE - 1000);
    expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: lastCode() })).toMatchObject({ success: true });
  });

  it('a code has expired after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-05-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { client } = await registered();
    vi.setSystemTime(start + 15 * MINUTE + 1000);
    expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: lastCode() })).toMatchObject({
      success: false,
      message: 'Confirmation code has expired. Please request a new one.',
    });
    // An expired code is gone: a new one must be requested.
    expect(await client.auth.confirmEmail({ email: ada.email, confirmation_code: lastCode() })).toMatchObject({
      message: 'No confirmation code found. Please request a new one.',
    });
  });
});

describe('sign-in and sessions', () => {
  it('has a confirmed demo account', async () => {
    const { client } = offlineClient();
    const result = await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(result).toMatchObject({ success: true, user: { name: 'Demo User' } });
  });

  it("answers 'Invalid email or password' for a wrong password or an unknown email", async () => {
    const { client } = offlineClient();
    expect(await client.auth.login({ email: DEMO_ACCOUNT.email, password: 'Wrong@123' })).toMatchObject({
      success: false,
      message: 'Invalid email or password',
    });
    expect(await client.auth.login({ email: 'nobody@example.com', password: 'Wrong@123' })).toMatchObject({
      message: 'Invalid email or password',
    });
  });

  it('verify answers for a live session and ends it after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-05-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { client, onUnauthorized } = offlineClient();
    await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    vi.setSystemTime(start + 24 * 60 * MINUTE - 1000);
    expect(await client.auth.verify()).toMatchObject({ success: true, valid: true, user: { email: DEMO_ACCOUNT.email } });
    vi.setSystemTime(start + 24 * 60 * MINUTE + 1000);
    expect(await client.auth.verify()).toMatchObject({ success: false, message: 'Invalid token' });
    expect(client.session.isAuthenticated()).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("answers 'Authentication required' without a session", async () => {
    const { client } = offlineClient();
    expect(await client.auth.verify()).toMatchObject({ success: false, message: 'Authentication required' });
    expect(await client.auth.changePassword({ old_password: 'x', new_password: 'Secret@12' })).toMatchObject({
      message: 'Authentication required',
    });
  });

  it('logout ends the simulated session', async () => {
    const { client } = offlineClient();
    const { token } = await client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect((await client.auth.logout()).success).toBe(true);
    expect(client.session.isAuthenticated()).toBe(false);
    // The old token is dead on the simulated backend too.
    localStorage.setItem('auth_user', JSON.stringify({ id: 'demo-user', email: DEMO_ACCOUNT.email, name: 'Demo User', username: 'demo' }));
    localStorage.setItem('auth_token', token!);
    expect(await client.auth.verify()).toMatchObject({ message: 'Invalid token' });
  });

  it('keeps its data across clients sharing the storage (a reload)', async () => {
    await confirmed();
    const { client } = makeClient();
    expect(await client.auth.login({ email: ada.email, password: ada.password })).toMatchObject({ success: true });
  });
});

describe('passwords', () => {
  it('changes the password after checking the current one', async () => {
    const { client } = await confirmed();
    await client.auth.login({ email: ada.email, password: ada.password });
    expect(await client.auth.changePassword({ old_password: 'Wrong@123', new_password: 'Newer@123' })).toMatchObject({
      success: false,
      message: 'Current password is incorrect',
    });
    expect(await client.auth.changePassword({ old_password: ada.password, new_password: 'Newer@123' })).toMatchObject({
      success: true,
      message: 'Password changed successfully',
    });
    expect(await client.auth.login({ email: ada.email, password: 'Newer@123' })).toMatchObject({ success: true });
  });

  it('ends every other session of the account on a password change, keeping this one', async () => {
    const { client } = await confirmed();
    await client.auth.login({ email: ada.email, password: ada.password }); // another device's session
    await client.auth.login({ email: ada.email, password: ada.password }); // this one
    expect((await client.auth.sessions()).data).toHaveLength(2);
    await client.auth.changePassword({ old_password: ada.password, new_password: 'Newer@123' });
    expect((await client.auth.sessions()).data).toEqual([expect.objectContaining({ current: true })]);
  });

  it('resets the password with a mailed reset code', async () => {
    const { client } = await confirmed();
    expect(await client.auth.forgotPassword({ email: ada.email })).toMatchObject({
      success: true,
      message: 'Password reset code sent successfully',
    });
    expect(simulatedMail.get()).toMatchObject({ to: ada.email, kind: 'reset' });
    const result = await client.auth.resetPassword({ email: ada.email, code: lastCode(), new_password: 'Reset@123' });
    expect(result).toMatchObject({ success: true, message: 'Password reset successfully' });
    expect(await client.auth.login({ email: ada.email, password: ada.password })).toMatchObject({ success: false });
    expect(await client.auth.login({ email: ada.email, password: 'Reset@123' })).toMatchObject({ success: true });
  });

  it('applies the reset-code rules: none, invalid, 3 attempts', async () => {
    const { client } = await confirmed();
    const reset = (code: string) => client.auth.resetPassword({ email: ada.email, code, new_password: 'Reset@123' });
    expect(await reset('123456')).toMatchObject({ message: 'No reset code found. Please request a new one.' });
    await client.auth.forgotPassword({ email: ada.email });
    expect(await reset(wrongCode())).toMatchObject({ message: 'Invalid reset code' });
    expect(await reset(wrongCode())).toMatchObject({ message: 'Invalid reset code' });
    expect(await reset(wrongCode())).toMatchObject({ message: 'Too many failed attempts. Please request a new reset code.' });
    expect(await reset(lastCode())).toMatchObject({ message: 'No reset code found. Please request a new one.' });
  });

  it('a reset code expires after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-05-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const { client } = await confirmed();
    await client.auth.forgotPassword({ email: ada.email });
    vi.setSystemTime(start + 16 * MINUTE);
    expect(await client.auth.resetPassword({ email: ada.email, code: lastCode(), new_password: 'Reset@123' })).toMatchObject({
      success: false,
      message: 'Reset code has expired. Please request a new one.',
    });
  });
});

describe('profile and token', () => {
  async function signedIn() {
    const ctx = offlineClient();
    await ctx.client.auth.login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    return ctx;
  }

  it('updates the profile and the name', async () => {
    const { client } = await signedIn();
    // Until chosen, the theme follows the device.
    expect((await client.users.getProfile()).preferences.theme).toBe('system');
    const updated = await client.users.updateProfile({
      full_name: 'Demo Person',
      bio: 'Trying things out',
      github_username: 'demo-person',
      preferences: { theme: 'dark', language: 'de' },
    });
    expect(updated).toMatchObject({
      full_name: 'Demo Person',
      profile: { bio: 'Trying things out', github_username: 'demo-person' },
      preferences: { theme: 'dark', language: 'de', timezone: 'UTC', notifications_enabled: true },
    });
    expect((await client.users.getProfile()).full_name).toBe('Demo Person');
    expect((await client.auth.updateProfile({ name: 'Demo Again' })).user?.name).toBe('Demo Again');
    expect(client.session.getUser()?.name).toBe('Demo Again');
  });

  it('generates a PAT of 64 lowercase hex characters, reveals and revokes it', async () => {
    const { client } = await signedIn();
    expect(await client.users.getPatInfo()).toMatchObject({ has_pat: false });
    const { pat } = await client.users.generatePat();
    expect(pat).toMatch(/^[0-9a-f]{64}$/);
    expect(await client.users.getPatInfo()).toMatchObject({ has_pat: true, created_at: expect.any(String), last_used: null });
    expect((await client.users.getPatValue()).pat).toBe(pat);
    expect((await client.users.generatePat()).pat).not.toBe(pat);
    expect(await client.users.revokePat()).toMatchObject({ message: expect.any(String) });
    expect(await client.users.getPatInfo()).toMatchObject({ has_pat: false });
    await expect(client.users.getPatValue()).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('asks for the password again before showing or making a PAT ten minutes after sign-in, as the API does', async () => {
    const { client } = await signedIn();
    const { pat } = await client.users.generatePat();
    vi.useFakeTimers({ now: Date.now() + REAUTH_WINDOW_MS + 1000, toFake: ['Date'] });
    try {
      const stale = await client.users.getPatValue().catch((error: unknown) => error);
      expect(isReauthRequired(stale)).toBe(true);
      expect(stale).toMatchObject({ status: 403, message: 'Please confirm your password to continue.' });
      expect(await client.auth.confirmPassword({ password: 'Wrong@123' })).toMatchObject({
        success: false,
        message: 'Incorrect password',
      });
      expect(await client.auth.confirmPassword({ password: DEMO_ACCOUNT.password })).toMatchObject({
        success: true,
        message: 'Password confirmed successfully',
      });
      expect((await client.users.getPatValue()).pat).toBe(pat);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loading', () => {
  it('loads with the first simulated call; store and reset work before, handle after', async () => {
    const { client } = offlineClient();
    const backend = client.simulatedBackend!;
    expect(backend.store.read().users[DEMO_ACCOUNT.email.toLowerCase()]).toBeDefined();
    expect(() => backend.handle({ method: 'GET', path: '/agents' })).toThrow(/loadSimulatedBackend/);
    expect(await client.agents.list()).toMatchObject({ count: 6 });
    expect(backend.handle({ method: 'GET', path: '/agents', query: {} })).toMatchObject({ status: 200, simulated: true });
    expect(await client.loadSimulatedBackend()).toMatchObject({ handle: expect.any(Function) });

    await client.auth.register(ada);
    expect(backend.store.read().users[ada.email]).toBeDefined();
    backend.reset();
    expect(backend.store.read().users[ada.email]).toBeUndefined();
  });

  it('is null when the simulated backend is turned off', async () => {
    const { client } = makeClient({ simulated: false });
    expect(client.simulatedBackend).toBeNull();
    expect(await client.loadSimulatedBackend()).toBeNull();
  });
});
