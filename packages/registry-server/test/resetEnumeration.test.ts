import { SIMULATED_ERRORS as E } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { databases, uniqueEmail, useHarness } from './helpers.js';

type Answer = { status: number; body: unknown };

/**
 * What someone guessing codes for `email` reads: a guess before asking for a code (unless not
 * `before`), the answer to asking for one, then four more guesses. Two emails must read the same.
 */
async function guessingTranscript(
  email: string,
  guess: (email: string) => Promise<Answer>,
  askForCode: (email: string) => Promise<Answer>,
  before = true,
): Promise<unknown[]> {
  const out: unknown[] = [];
  if (before) out.push((await guess(email)).body);
  const asked = await askForCode(email);
  out.push(asked.status, asked.body);
  for (let i = 0; i < 4; i++) {
    const res = await guess(email);
    out.push(res.status, res.body);
  }
  return out;
}

describe.each(databases)('codes and enumeration on $name', (database) => {
  const h = useHarness(database);

  it('a wrong reset code reads the same whether or not the email has an account', async () => {
    const { email: known } = await h.signUp();
    const unknown = uniqueEmail('nobody');
    const attempt = (email: string) =>
      h.request('POST', '/api/auth/reset-password', { body: { email, code: '000000', new_password: 'Another456$' } });
    const askForCode = (email: string) => h.request('POST', '/api/auth/forgot-password', { body: { email } });
    const transcript = (email: string) => guessingTranscript(email, attempt, askForCode);
    // A real code could be 000000: make sure the known account's is not.
    const knownRun = await transcript(known);
    if (h.mailer.lastCode(known) === '000000') return;
    const unknownRun = await transcript(unknown);
    expect(unknownRun).toEqual(knownRun);
    expect(knownRun[0]).toEqual({ error: 'code_missing', message: E.noResetCode });
    expect(knownRun).toContainEqual({ error: 'code_invalid', message: E.invalidResetCode });
    expect(knownRun.at(-1)).toEqual({ error: 'too_many_attempts', message: E.resetTooManyAttempts });

    // The decoy expires like a code: a fresh request starts the count again.
    await h.request('POST', '/api/auth/forgot-password', { body: { email: unknown } });
    expect((await attempt(unknown)).body.message).toBe(E.invalidResetCode);
    h.clock.advance(h.config.codeTtlSeconds * 1000 + 1000);
    expect((await attempt(unknown)).body.message).toBe(E.resetCodeExpired);
    expect((await attempt(unknown)).body.message).toBe(E.noResetCode);
  });

  it('resend and confirm read the same for an unknown email, a confirmed account and one waiting for its code', async () => {
    const { email: confirmed } = await h.signUp();
    const pending = uniqueEmail('pending');
    expect((await h.request('POST', '/api/auth/register', { body: { email: pending, password: 'Secret123!', name: 'P' } })).status).toBe(
      201,
    );
    const unknown = uniqueEmail('nobody');
    h.mailer.clear();
    const attempt = (email: string) => h.request('POST', '/api/auth/confirm-email', { body: { email, confirmation_code: '000000' } });
    const askForCode = (email: string) => h.request('POST', '/api/auth/resend-confirmation', { body: { email } });
    const transcript = (email: string, before = true) => guessingTranscript(email, attempt, askForCode, before);
    const unknownRun = await transcript(unknown);
    expect(await transcript(confirmed)).toEqual(unknownRun);
    expect(unknownRun[0]).toEqual({ error: 'code_invalid', message: E.invalidConfirmationCode });
    expect(unknownRun.at(-1)).toEqual({ error: 'too_many_attempts', message: E.confirmationTooManyAttempts });
    // An account waiting for confirmation holds the code of its sign-up, and so does a stand-in: even
    // before anyone asks for a code, it reads as the others.
    const signUpCode = h.mailer.lastCode(pending);
    const pendingRun = await transcript(pending);
    if (signUpCode !== '000000' && h.mailer.lastCode(pending) !== '000000') expect(pendingRun).toEqual(unknownRun);
    // Only the account waiting for confirmation is mailed.
    expect(h.mailer.sent.map((m) => m.to)).toEqual([pending]);

    // The decoy expires like a code.
    await h.request('POST', '/api/auth/resend-confirmation', { body: { email: unknown } });
    h.clock.advance(h.config.codeTtlSeconds * 1000 + 1000);
    expect((await attempt(unknown)).body.message).toBe(E.confirmationCodeExpired);
    expect((await attempt(unknown)).body.message).toBe(E.noConfirmationCode);
  });
});
