import {
  AUTH_API_MESSAGES,
  LoginResponseSchema,
  SIMULATED_ERRORS as E,
  VALIDATION_MESSAGES as V,
  hasAuthSuccessMarker,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../src/services/rateLimit.js';
import { databases, PASSWORD, uniqueEmail, useHarness } from './helpers.js';

describe.each(databases)('auth on $name', (database) => {
  const h = useHarness(database);

  const register = (email: string, password = PASSWORD, name = 'Ada Lovelace') =>
    h.request('POST', '/api/auth/register', { body: { email, password, name } });
  const confirm = (email: string, confirmation_code: string) =>
    h.request('POST', '/api/auth/confirm-email', { body: { email, confirmation_code } });
  const login = (email: string, password = PASSWORD) => h.request('POST', '/api/auth/login', { body: { email, password } });

  it('register -> mailed code -> confirm -> login', async () => {
    const email = uniqueEmail();
    const reg = await register(email);
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe(AUTH_API_MESSAGES.registered);
    expect(hasAuthSuccessMarker(reg.body.message)).toBe(true);
    expect(reg.body.user).toMatchObject({ email, name: 'Ada Lovelace', full_name: 'Ada Lovelace', username: email.split('@')[0] });
    expect(reg.body.user.password).toBeUndefined();

    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0].to).toBe(email);
    const code = h.mailer.lastCode(email)!;
    expect(code).toMatch(/^\d{6}$/);

    const early = await login(email);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: 'email_not_confirmed', message: E.emailNotConfirmed });

    const conf = await confirm(email, code);
    expect(conf.status).toBe(200);
    expect(conf.body.message).toContain('confirmed successfully');

    const res = await login(email);
    expect(res.status).toBe(200);
    expect(LoginResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.message).toBe('Login successful');
    expect(res.body.user.email).toBe(email);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    // Only a hash of the token is stored.
    const stored = await h.db.query<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(res.body.token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The password is an argon2id hash.
    const [user] = await h.db.query<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE email = ${email}`);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const verify = await h.request('GET', '/api/auth/verify', { token: res.body.token });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ valid: true, user: { email } });
  });

  it('emails are unique, case-insensitively', async () => {
    const email = uniqueEmail();
    expect((await register(email)).status).toBe(201);
    const again = await register(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'conflict', message: E.emailExists });
  });

  it('validates sign-up input with the spec messages', async () => {
    const weak = await register(uniqueEmail(), 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('validation_error');
    expect(weak.body.message).toBe(V.passwordTooShort);
    expect(weak.body.fields.password).toBe(V.passwordTooShort);

    const noSymbol = await register(uniqueEmail(), 'Password123');
    expect(noSymbol.body.message).toBe(V.passwordComplexity);

    const badEmail = await register('not-an-email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields.email).toBe(V.invalidEmail);

    const missing = await h.request('POST', '/api/auth/register', { body: { email: uniqueEmail() } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(expect.arrayContaining(['password', 'name']));

    const extra = await h.request('POST', '/api/auth/register', {
      body: { email: uniqueEmail(), password: PASSWORD, name: 'x', role: 'admin' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.fields.role).toBeDefined();
  });

  it('wrong passwords and unknown emails get the same 401', async () => {
    const { email } = await h.signUp();
    const wrong = await login(email, 'Wrong-pass1!');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: E.invalidCredentials });
    const unknown = await login(uniqueEmail(), PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('codes expire after 15 minutes', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = h.mailer.lastCode(email)!;
    h.clock.advance(15 * 60 * 1000 + 1000);
    const res = await confirm(email, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'code_expired', message: E.confirmationCodeExpired });
    // The expired code is gone.
    const again = await confirm(email, code);
    expect(again.body.message).toBe(E.noConfirmationCode);
  });

  it('a code still works just before 15 minutes', async () => {
    const email = uniqueEmail();
    await register(email);
    h.clock.advance(15 * 60 * 1000 - 1000);
    expect((await confirm(email, h.mailer.lastCode(email)!)).status).toBe(200);
  });

  it('three failed attempts discard the code', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = h.mailer.lastCode(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirm(email, wrong);
    expect(first.body).toEqual({ error: 'code_invalid', message: E.invalidConfirmationCode });
    expect((await confirm(email, wrong)).body.message).toBe(E.invalidConfirmationCode);
    const third = await confirm(email, wrong);
    expect(third.status).toBe(400);
    expect(third.body).toEqual({ error: 'too_many_attempts', message: E.confirmationTooManyAttempts });
    // Even the right code no longer works.
    const right = await confirm(email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(E.confirmationTooManyAttempts);
    // A new code does.
    const resend = await h.request('POST', '/api/auth/resend-confirmation', { body: { email } });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toContain('sent successfully');
    const fresh = h.mailer.lastCode(email)!;
    expect((await confirm(email, fresh)).status).toBe(200);
  });

  it('parallel wrong guesses cannot get past the limit', async () => {
    const email = uniqueEmail();
    await register(email);
    const code = h.mailer.lastCode(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 6 }, () => confirm(email, wrong)));
    expect((await confirm(email, code)).status).toBe(400);
  });

  it('confirm-email and resend: an unknown or confirmed email answers as an account waiting for its code', async () => {
    const unknown = await confirm(uniqueEmail(), '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'code_invalid', message: E.invalidConfirmationCode });

    const { email } = await h.signUp();
    h.mailer.clear();
    const again = await confirm(email, '123456');
    expect(again.body).toEqual({ error: 'code_invalid', message: E.invalidConfirmationCode });
    const resend = await h.request('POST', '/api/auth/resend-confirmation', { body: { email } });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toContain('sent successfully');
    const resendUnknown = await h.request('POST', '/api/auth/resend-confirmation', { body: { email: uniqueEmail() } });
    expect(resendUnknown.status).toBe(200);
    expect(resendUnknown.body).toEqual(resend.body);
    // Neither gets a mail: there is nothing to confirm.
    expect(h.mailer.sent).toHaveLength(0);
    // The confirmed account still signs in.
    expect((await h.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(200);

    const blank = await confirm(email, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(V.confirmationCodeRequired);
  });

  it('a resent code replaces the old one', async () => {
    const email = uniqueEmail();
    await register(email);
    const old = h.mailer.lastCode(email)!;
    await h.request('POST', '/api/auth/resend-confirmation', { body: { email } });
    const fresh = h.mailer.lastCode(email)!;
    if (old !== fresh) {
      expect((await confirm(email, old)).body.message).toBe(E.invalidConfirmationCode);
    }
    expect((await confirm(email, fresh)).status).toBe(200);
  });

  it('forgot-password answers alike for known and unknown emails', async () => {
    const { email } = await h.signUp();
    h.mailer.clear();
    const known = await h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const unknown = await h.request('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail() } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toContain('sent successfully');
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0].to).toBe(email);

    const blank = await h.request('POST', '/api/auth/forgot-password', { body: { email: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(V.emailRequired);
  });

  it('reset-password sets a new password and ends every session', async () => {
    const { email, token } = await h.signUp();
    await h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const code = h.mailer.lastCode(email)!;
    const newPassword = 'Another456$';

    const weak = await h.request('POST', '/api/auth/reset-password', { body: { email, code, new_password: 'weakweak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(V.passwordComplexity);

    const res = await h.request('POST', '/api/auth/reset-password', { body: { email, code, new_password: newPassword } });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('reset successfully');

    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);

    const reused = await h.request('POST', '/api/auth/reset-password', { body: { email, code, new_password: PASSWORD } });
    expect(reused.body).toEqual({ error: 'code_missing', message: E.noResetCode });
  });

  it('reset codes: unknown email, expiry and attempts', async () => {
    const unknown = await h.request('POST', '/api/auth/reset-password', {
      body: { email: uniqueEmail(), code: '123456', new_password: 'Another456$' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(E.noResetCode);

    const { email } = await h.signUp();
    await h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const code = h.mailer.lastCode(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = () => h.request('POST', '/api/auth/reset-password', { body: { email, code: wrong, new_password: 'Another456$' } });
    expect((await attempt()).body.message).toBe(E.invalidResetCode);
    expect((await attempt()).body.message).toBe(E.invalidResetCode);
    expect((await attempt()).body.message).toBe(E.resetTooManyAttempts);

    await h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const fresh = h.mailer.lastCode(email)!;
    h.clock.advance(16 * 60 * 1000);
    const expired = await h.request('POST', '/api/auth/reset-password', { body: { email, code: fresh, new_password: 'Another456$' } });
    expect(expired.body).toEqual({ error: 'code_expired', message: E.resetCodeExpired });
  });

  it('change-password checks the current password and keeps this session only', async () => {
    const { email, token } = await h.signUp();
    const other = (await login(email)).body.token;

    const wrong = await h.request('POST', '/api/auth/change-password', {
      token,
      body: { old_password: 'Nope-1234!', new_password: 'Changed789@' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(E.currentPasswordIncorrect);

    // The same password again is no change: refused on its field, and the other session lives on.
    const same = await h.request('POST', '/api/auth/change-password', { token, body: { old_password: PASSWORD, new_password: PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ new_password: V.newPasswordSameAsOld });
    expect((await h.request('GET', '/api/auth/verify', { token: other })).status).toBe(200);

    const ok = await h.request('POST', '/api/auth/change-password', {
      token,
      body: { old_password: PASSWORD, new_password: 'Changed789@' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toContain('changed successfully');
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/verify', { token: other })).status).toBe(401);
    expect((await login(email, 'Changed789@')).status).toBe(200);

    const anon = await h.request('POST', '/api/auth/change-password', { body: { old_password: 'a', new_password: 'Changed789@' } });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: 'unauthorized', message: E.authRequired });
  });

  it('logout revokes the session', async () => {
    const { token } = await h.signUp();
    const out = await h.request('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(AUTH_API_MESSAGES.loggedOut);
    const after = await h.request('GET', '/api/auth/verify', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'invalid_token', message: E.invalidToken });
    // Logging out again is harmless.
    expect((await h.request('POST', '/api/auth/logout', { token })).status).toBe(200);
  });

  it('sessions expire', async () => {
    const { token } = await h.signUp();
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await h.request('GET', '/api/auth/verify', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(E.invalidToken);
  });

  it("a suspended account's tokens stop working and it cannot sign in", async () => {
    const { token, email } = await h.signUp();
    await h.db.query(sql`UPDATE users SET status = 'suspended' WHERE email = ${email}`);
    expect((await h.request('GET', '/api/auth/verify', { token })).status).toBe(401);
    expect((await login(email)).status).toBe(403);
  });

  it('PUT /auth/profile changes the name', async () => {
    const { token, email } = await h.signUp();
    const res = await h.request('PUT', '/api/auth/profile', { token, body: { name: 'Grace Hopper' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, name: 'Grace Hopper', full_name: 'Grace Hopper' });
    const tooLong = await h.request('PUT', '/api/auth/profile', { token, body: { name: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(V.fullNameTooLong);
  });

  it('verify without a token or with garbage', async () => {
    expect((await h.request('GET', '/api/auth/verify')).body).toEqual({ error: 'unauthorized', message: E.authRequired });
    const bad = await h.request('GET', '/api/auth/verify', { token: 'not-a-real-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(E.invalidToken);
  });

  it('rate-limits sign-in attempts per email, with counters in the database', async () => {
    const { email } = await h.signUp();
    const limit = h.config.rateLimits.loginPerEmail.limit;
    // signUp used one login already.
    for (let i = 1; i < limit; i++) expect((await login(email, 'Wrong-pass1!')).status).toBe(401);
    const blocked = await login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await h.db.query<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key = ${rateLimitKey(`login:email:${email}`)}`,
    );
    // No personal data in the table.
    expect(JSON.stringify(await h.db.query(sql`SELECT key FROM rate_limits`))).not.toContain(email);
    expect(Number(row.count)).toBeGreaterThan(limit);
    // The window ends.
    h.clock.advance(h.config.rateLimits.loginPerEmail.windowSeconds * 1000 + 1000);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('rate-limits code checks per address across many emails, for confirm and reset alike', async () => {
    const limit = h.config.rateLimits.codeCheckPerIp.limit;
    const answers: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const path = i % 2 ? '/api/auth/confirm-email' : '/api/auth/reset-password';
      const body =
        i % 2
          ? { email: uniqueEmail('guess'), confirmation_code: '123456' }
          : { email: uniqueEmail('guess'), code: '123456', new_password: PASSWORD };
      answers.push((await h.request('POST', path, { body })).status);
    }
    expect(answers.slice(0, limit).every((status) => status !== 429)).toBe(true);
    expect(answers[limit]).toBe(429);
  });

  it('rate-limits code requests', async () => {
    const email = uniqueEmail();
    await register(email);
    const limit = h.config.rateLimits.codeSendPerEmail.limit;
    for (let i = 0; i < limit; i++) {
      expect((await h.request('POST', '/api/auth/resend-confirmation', { body: { email } })).status).toBe(200);
    }
    expect((await h.request('POST', '/api/auth/resend-confirmation', { body: { email } })).status).toBe(429);
  });
});
