import { API_MESSAGES, AUTH_API_MESSAGES, ERROR_CODES, SIMULATED_ERRORS, type SessionPlace } from '@agent-registry/api-client/contract';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { users, type UserRow } from '../db/schema.js';
import { redact } from '../lib/errorLog.js';
import { ApiError } from '../lib/errors.js';
import { codeMail, passwordChangedMail, type CodePurpose } from '../mail.js';
import { checkCode, checkDecoyCode, issueCode, issueDecoyCode, type CodeCheck } from './codes.js';
import type { ServiceContext } from './context.js';
import { sendNotice } from './notices.js';
import { hitRateLimit } from './rateLimit.js';
import { createSession, markReauthenticated, revokeSession, revokeUserSessions } from './sessions.js';
import { createUser, findUserByEmail, normalizeEmail, updateName, userJson } from './users.js';

const E = SIMULATED_ERRORS;
const C = ERROR_CODES;

export interface RequestMeta {
  ip: string;
  /** The User-Agent header, kept with a new session for the sessions list. */
  userAgent?: string;
  /** Where the caller is, when a trusted proxy said so (TRUST_PROXY_GEO); kept with a new session. */
  place?: SessionPlace | null;
}

async function mailCode(ctx: ServiceContext, user: UserRow, purpose: CodePurpose, code: string): Promise<void> {
  try {
    await ctx.mailer.send(
      codeMail({
        to: user.email,
        name: user.fullName,
        code,
        purpose,
        ttlMinutes: Math.round(ctx.config.codeTtlSeconds / 60),
        publicUrl: ctx.config.publicUrl,
      }),
    );
  } catch (err) {
    // The account stays usable: the person can ask for the code again.
    ctx.log.error('mail could not be sent', { user_id: user.id, purpose, error: redact((err as Error).message) });
  }
}

function codeError(result: Exclude<CodeCheck, 'ok'>, purpose: CodePurpose): ApiError {
  const confirm = purpose === 'confirm_email';
  switch (result) {
    case 'missing':
      return new ApiError(400, C.codeMissing, confirm ? E.noConfirmationCode : E.noResetCode);
    case 'expired':
      return new ApiError(400, C.codeExpired, confirm ? E.confirmationCodeExpired : E.resetCodeExpired);
    case 'too_many_attempts':
      return new ApiError(400, C.tooManyAttempts, confirm ? E.confirmationTooManyAttempts : E.resetTooManyAttempts);
    case 'invalid':
      return new ApiError(400, C.codeInvalid, confirm ? E.invalidConfirmationCode : E.invalidResetCode);
  }
}

const rl = (ctx: ServiceContext) => ctx.config.rateLimits;

/**
 * Counts a code call (`send`: a code asked for, `check`: a code tried) per address, shared by
 * both purposes, and per email, apart for confirmation and reset codes.
 */
async function limitCodeCall(ctx: ServiceContext, kind: 'send' | 'check', purpose: CodePurpose, email: string, meta: RequestMeta) {
  const limits = rl(ctx);
  await hitRateLimit(ctx, `code:${kind}:ip:${meta.ip}`, kind === 'send' ? limits.codeSendPerIp : limits.codeCheckPerIp);
  const scope = purpose === 'confirm_email' ? 'code' : 'reset';
  await hitRateLimit(ctx, `${scope}:${kind}:${email}`, kind === 'send' ? limits.codeSendPerEmail : limits.codeCheckPerEmail);
}

/** The account of `email` while it waits for confirmation; undefined when there is none or it is confirmed. */
async function unconfirmedUser(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(ctx, email);
  return user && !user.confirmed ? user : undefined;
}

/** Tells the owner the password changed, and that tokens outlive it (see passwordChangedMail). */
function noticePasswordChanged(ctx: ServiceContext, user: UserRow, reset: boolean): void {
  const mail = passwordChangedMail({ to: user.email, name: user.fullName, reset, at: ctx.clock.now(), publicUrl: ctx.config.publicUrl });
  sendNotice(ctx, user, reset ? 'password_reset' : 'password_changed', mail);
}

export async function register(ctx: ServiceContext, input: { email: string; password: string; name: string }, meta: RequestMeta) {
  await hitRateLimit(ctx, `register:ip:${meta.ip}`, rl(ctx).registerPerIp);
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(ctx, email)) throw new ApiError(409, C.conflict, E.emailExists);
  const passwordHash = await hashPassword(input.password);
  const user = await createUser(ctx, { email, fullName: input.name, passwordHash });
  if (!user) throw new ApiError(409, C.conflict, E.emailExists); // lost a race with the same email
  const code = await issueCode(ctx, user.id, 'confirm_email');
  await mailCode(ctx, user, 'confirm_email', code);
  return { message: AUTH_API_MESSAGES.registered, user: userJson(user) };
}

/**
 * An email with no account waiting for confirmation (unknown, or confirmed already) answers as an
 * account just signed up would: 'Invalid confirmation code' and, after the allowed attempts, 'Too
 * many'; once its stand-in code expires, 'No confirmation code found' until a code is asked for.
 * So it tells nobody which emails have accounts.
 */
export async function confirmEmail(ctx: ServiceContext, input: { email: string; confirmation_code: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  await limitCodeCall(ctx, 'check', 'confirm_email', email, meta);
  const user = await unconfirmedUser(ctx, email);
  if (!user) throw codeError(await checkDecoyCode(ctx, 'confirm_email', email), 'confirm_email');
  const result = await checkCode(ctx, user.id, 'confirm_email', input.confirmation_code);
  if (result !== 'ok') throw codeError(result, 'confirm_email');
  const [updated] = await ctx.db
    .update(users)
    .set({ confirmed: true, status: 'active', updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return { message: AUTH_API_MESSAGES.emailConfirmed, user: userJson(updated ?? user) };
}

/** Answers the same whether or not the email waits for confirmation, and does not wait for the mail. */
export async function resendConfirmation(ctx: ServiceContext, input: { email: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  await limitCodeCall(ctx, 'send', 'confirm_email', email, meta);
  const user = await unconfirmedUser(ctx, email);
  if (user) {
    const code = await issueCode(ctx, user.id, 'confirm_email');
    void mailCode(ctx, user, 'confirm_email', code);
  } else {
    await issueDecoyCode(ctx, 'confirm_email', email);
  }
  return { message: AUTH_API_MESSAGES.confirmationSent };
}

export async function login(ctx: ServiceContext, input: { email: string; password: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  await hitRateLimit(ctx, `login:ip:${meta.ip}`, rl(ctx).loginPerIp);
  await hitRateLimit(ctx, `login:email:${email}`, rl(ctx).loginPerEmail);
  const user = await findUserByEmail(ctx, email);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new ApiError(401, C.invalidCredentials, E.invalidCredentials);
  if (!user.confirmed) throw new ApiError(403, C.emailNotConfirmed, E.emailNotConfirmed);
  if (user.status === 'suspended') throw new ApiError(403, C.forbidden, 'This account is suspended');
  const session = await createSession(ctx, user.id, meta.userAgent, meta.place);
  return {
    message: AUTH_API_MESSAGES.loginSuccessful,
    user: userJson(user),
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
  };
}

/** Answers the same for known and unknown emails, and does not wait for the mail either way. */
export async function forgotPassword(ctx: ServiceContext, input: { email: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  await limitCodeCall(ctx, 'send', 'reset_password', email, meta);
  const user = await findUserByEmail(ctx, email);
  if (user?.passwordHash) {
    const code = await issueCode(ctx, user.id, 'reset_password');
    void mailCode(ctx, user, 'reset_password', code);
  } else {
    await issueDecoyCode(ctx, 'reset_password', email);
  }
  return { message: AUTH_API_MESSAGES.resetCodeSent };
}

export async function resetPassword(ctx: ServiceContext, input: { email: string; code: string; new_password: string }, meta: RequestMeta) {
  const email = normalizeEmail(input.email);
  await limitCodeCall(ctx, 'check', 'reset_password', email, meta);
  const user = await findUserByEmail(ctx, email);
  // An unknown email answers exactly as a known one would: 'No reset code found' until a code
  // was asked for, then 'Invalid reset code' and, after the allowed attempts, 'Too many'.
  if (!user?.passwordHash) throw codeError(await checkDecoyCode(ctx, 'reset_password', email), 'reset_password');
  const result = await checkCode(ctx, user.id, 'reset_password', input.code);
  if (result !== 'ok') throw codeError(result, 'reset_password');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db
    .update(users)
    .set({
      passwordHash,
      // Receiving the code proves the address, so a reset also confirms it.
      confirmed: true,
      status: user.status === 'pending_confirmation' ? 'active' : user.status,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx, user.id);
  noticePasswordChanged(ctx, user, true);
  return { message: AUTH_API_MESSAGES.passwordReset };
}

/**
 * The signed-in user's password, checked again (change-password, confirm-password). Counted with
 * sign-in attempts, so a stolen session cannot become a password oracle.
 */
async function isOwnPassword(ctx: ServiceContext, user: UserRow, password: string): Promise<boolean> {
  await hitRateLimit(ctx, `login:email:${user.email}`, rl(ctx).loginPerEmail);
  return user.passwordHash ? verifyPassword(user.passwordHash, password) : false;
}

export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  sessionTokenHash: string,
  input: { old_password: string; new_password: string },
) {
  if (!(await isOwnPassword(ctx, user, input.old_password))) throw new ApiError(400, C.invalidCredentials, E.currentPasswordIncorrect);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id));
  // Other sessions end; this one stays signed in, with a fresh password proof.
  await revokeUserSessions(ctx, user.id, sessionTokenHash);
  await markReauthenticated(ctx, sessionTokenHash);
  noticePasswordChanged(ctx, user, false);
  return { message: AUTH_API_MESSAGES.passwordChanged };
}

/** The password again, for the calls that need a recent proof (see REAUTH_WINDOW_MS). */
export async function confirmPassword(ctx: ServiceContext, user: UserRow, sessionTokenHash: string, input: { password: string }) {
  if (!(await isOwnPassword(ctx, user, input.password))) {
    throw new ApiError(400, C.invalidCredentials, API_MESSAGES.passwordIncorrect, { password: API_MESSAGES.passwordIncorrect });
  }
  await markReauthenticated(ctx, sessionTokenHash);
  return { message: AUTH_API_MESSAGES.passwordConfirmed };
}

export async function updateAuthProfile(ctx: ServiceContext, user: UserRow, input: { name: string }) {
  const updated = await updateName(ctx, user, input.name);
  return { message: AUTH_API_MESSAGES.profileUpdated, user: userJson(updated) };
}

export function verify(user: UserRow, expiresAt: Date | undefined) {
  return {
    valid: true,
    message: AUTH_API_MESSAGES.tokenValid,
    user: userJson(user),
    ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}),
  };
}

export async function logout(ctx: ServiceContext, sessionTokenHash: string | undefined) {
  if (sessionTokenHash) await revokeSession(ctx, sessionTokenHash);
  return { message: AUTH_API_MESSAGES.loggedOut };
}
