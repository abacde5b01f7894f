// /auth: signing up, confirming, signing in and out, codes and passwords (the server's auth service).
import type * as z from 'zod/mini';
import {
  API_MESSAGES,
  AUTH_API_MESSAGES,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmPasswordRequestSchema,
  ERROR_CODES,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendConfirmationRequestSchema,
  ResetPasswordRequestSchema,
  SESSION_TTL_MS,
  SIMULATED_ERRORS,
  UpdateAuthProfileRequestSchema,
} from '../../contract';
import { created, fail, isAnswer, ok, parse, randomHex, type Answer, type Handler } from '../answers';
import { checkCode, emailKey, endSessions, issueCode, publicUser, signedIn, signedInWith, type SimulatedContext } from '../context';
import { simulatedDevice } from '../security';
import { defaultPreferences, emptyProfile, type SimulatedState, type SimulatedUser } from '../store';
import type { RouteHandlers } from './table';

/** The account an auth call names by its email, or the 404 to answer. */
const accountOf = (state: SimulatedState, email: string): SimulatedUser | Answer =>
  state.users[emailKey(email)] ?? fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);

/** An auth call on the account its body names by email: the 400, then the 404, as the server answers. */
const byEmail =
  <T extends { email: string }>(
    schema: z.ZodMiniType<T>,
    handle: (user: SimulatedUser, data: T, state: SimulatedState) => Answer,
  ): Handler =>
  ({ body }, state) => {
    const input = parse(schema, body);
    if ('answer' in input) return input.answer;
    const user = accountOf(state, input.data.email);
    return isAnswer(user) ? user : handle(user, input.data, state);
  };

export function authRoutes(ctx: SimulatedContext) {
  const { store } = ctx;
  return {
    register: ({ body }, state) => {
      const input = parse(RegisterRequestSchema, body);
      if ('answer' in input) return input.answer;
      const { email, password, name } = input.data;
      if (state.users[emailKey(email)]) return fail(409, ERROR_CODES.conflict, SIMULATED_ERRORS.emailExists);
      const user: SimulatedUser = {
        id: `sim-${randomHex(8)}`,
        email,
        name,
        password,
        confirmed: false,
        created_at: new Date().toISOString(),
        profile: emptyProfile(),
        preferences: defaultPreferences(),
        pat: null,
      };
      state.users[emailKey(email)] = user;
      issueCode(ctx, state, 'confirmation', email);
      return created({ message: AUTH_API_MESSAGES.registered, user: publicUser(user) });
    },

    login: ({ body }, state) => {
      const input = parse(LoginRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[emailKey(input.data.email)];
      if (!user || user.password !== input.data.password) {
        return fail(401, ERROR_CODES.invalidCredentials, SIMULATED_ERRORS.invalidCredentials);
      }
      if (!user.confirmed) return fail(403, ERROR_CODES.emailNotConfirmed, SIMULATED_ERRORS.emailNotConfirmed);
      const token = ctx.secrets.sessionToken();
      const now = Date.now();
      const expiresAt = now + SESSION_TTL_MS;
      state.sessions[token] = {
        email: emailKey(user.email),
        expires_at: expiresAt,
        authenticated_at: now,
        created_at: now,
        last_seen_at: now,
        device: simulatedDevice(),
      };
      store.write(state);
      return ok({
        message: AUTH_API_MESSAGES.loginSuccessful,
        user: publicUser(user),
        token,
        expires_at: new Date(expiresAt).toISOString(),
      });
    },

    confirmEmail: byEmail(ConfirmEmailRequestSchema, (user, data, state) => {
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      const rejected = checkCode(ctx, state, 'confirmation', user.email, data.confirmation_code);
      if (rejected) return rejected;
      user.confirmed = true;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.emailConfirmed, user: publicUser(user) });
    }),

    resendConfirmation: byEmail(ResendConfirmationRequestSchema, (user, _data, state) => {
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      issueCode(ctx, state, 'confirmation', user.email);
      return ok({ message: AUTH_API_MESSAGES.confirmationSent });
    }),

    forgotPassword: byEmail(ForgotPasswordRequestSchema, (user, _data, state) => {
      issueCode(ctx, state, 'reset', user.email);
      return ok({ message: AUTH_API_MESSAGES.resetCodeSent });
    }),

    resetPassword: byEmail(ResetPasswordRequestSchema, (user, data, state) => {
      const rejected = checkCode(ctx, state, 'reset', user.email, data.code);
      if (rejected) return rejected;
      user.password = data.new_password;
      // A reset ends every session of the account.
      endSessions(state, user);
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordReset });
    }),

    changePassword: signedInWith(ctx, ChangePasswordRequestSchema, (user, data, { token }, state) => {
      if (data.old_password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, SIMULATED_ERRORS.currentPasswordIncorrect);
      }
      user.password = data.new_password;
      // As on the server: every other session of the account ends; this one stays.
      endSessions(state, user, token);
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordChanged });
    }),

    confirmPassword: signedInWith(ctx, ConfirmPasswordRequestSchema, (user, data, { token }, state) => {
      if (data.password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, API_MESSAGES.passwordIncorrect, { password: API_MESSAGES.passwordIncorrect });
      }
      state.sessions[token!]!.authenticated_at = Date.now();
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordConfirmed });
    }),

    updateAuthProfile: signedInWith(ctx, UpdateAuthProfileRequestSchema, (user, data, _request, state) => {
      user.name = data.name;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.profileUpdated, user: publicUser(user) });
    }),

    verify: signedIn(ctx, (user, { token }, state) =>
      ok({
        valid: true,
        message: AUTH_API_MESSAGES.tokenValid,
        user: publicUser(user),
        expires_at: new Date(state.sessions[token!]!.expires_at).toISOString(),
      }),
    ),

    logout: ({ token }, state) => {
      if (token && state.sessions[token]) {
        delete state.sessions[token];
        store.write(state);
      }
      return ok({ message: AUTH_API_MESSAGES.loggedOut });
    },
  } satisfies RouteHandlers;
}
