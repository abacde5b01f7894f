// The in-browser backend: answers the section 7 routes the way the
// real server does, with data kept in browser storage. It is synchronous and knows nothing of
// the network; the adapter (adapter.ts) adds the call delays and plugs it in as the transport.
import {
  AUTH_API_MESSAGES,
  API_MESSAGES,
  CODE_TTL_MS,
  ERROR_CODES,
  INLINE_MESSAGES,
  MAX_CODE_ATTEMPTS,
  REAUTH_WINDOW_MS,
  SESSION_MARKER,
  SESSION_TTL_MS,
  SIMULATED_ERRORS,
  usernameFromEmail,
  type UserProfile,
} from '../contract';
import {
  AgentFacetsQuerySchema,
  AgentListQuerySchema,
  FrameworkListQuerySchema,
  SearchSuggestQuerySchema,
  ChangePasswordRequestSchema,
  ConfirmPasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendConfirmationRequestSchema,
  ResetPasswordRequestSchema,
  UpdateAuthProfileRequestSchema,
  UpdateProfileRequestSchema,
} from '../contract/schemas';
import type { z } from 'zod';
import { issuesToFields } from '../resources/input';
import type { KeyValueStorage } from '../session';
import { simulatedMail, type SimulatedEmail, type SimulatedEmailKind } from './mail';
import { findSampleAgent, listSampleAgents, sampleAgentFacets, suggestSampleAgents } from './sample-agents';
import { listSampleFrameworks } from './sample-frameworks';
import { SIMULATED_TOKEN_PREFIX } from './token';
import {
  createSimulatedStore,
  defaultPreferences,
  emptyProfile,
  type SimulatedState,
  type SimulatedStore,
  type SimulatedUser,
} from './store';

export interface SimulatedRequest {
  method: string;
  /** Path relative to the API base, without query, e.g. '/auth/login'. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Bearer token, if any. */
  token?: string | null;
}

export interface SimulatedResponse {
  status: number;
  body: unknown;
  /** True when this answer is simulated data (turns the mock-mode flag on). */
  simulated: boolean;
}

export interface SimulatedBackendOptions {
  storage: KeyValueStorage;
  /** Where codes are "mailed"; default: the global simulatedMail channel. */
  sendMail?: (email: SimulatedEmail) => void;
  /**
   * Answer the frameworks list with sample frameworks (a client that never uses the network).
   * Off, it answers as the fallback after a failed call does: empty, 'Failed to fetch frameworks'.
   */
  frameworks?: boolean;
}

export interface SimulatedBackend {
  handle(request: SimulatedRequest): SimulatedResponse;
  /** Forget all simulated accounts, codes and sessions (the demo account comes back). */
  reset(): void;
  readonly store: SimulatedStore;
}

export { SIMULATED_TOKEN_PREFIX, isSimulatedToken } from './token';

/** 64 lowercase hex characters from crypto.getRandomValues. */
export function randomHex(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A 6-digit code, zero-padded. */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return String(buffer[0]! % 1_000_000).padStart(6, '0');
}

const CODE_MESSAGES = {
  confirmation: {
    missing: SIMULATED_ERRORS.noConfirmationCode,
    expired: SIMULATED_ERRORS.confirmationCodeExpired,
    tooMany: SIMULATED_ERRORS.confirmationTooManyAttempts,
    invalid: SIMULATED_ERRORS.invalidConfirmationCode,
  },
  reset: {
    missing: SIMULATED_ERRORS.noResetCode,
    expired: SIMULATED_ERRORS.resetCodeExpired,
    tooMany: SIMULATED_ERRORS.resetTooManyAttempts,
    invalid: SIMULATED_ERRORS.invalidResetCode,
  },
} as const;

type Answer = SimulatedResponse;

const ok = (body: unknown, simulated = true): Answer => ({ status: 200, body, simulated });
const fail = (status: number, error: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: fields ? { error, message, fields } : { error, message },
  // An error answer of the simulated backend is still the simulated backend in use.
  simulated: true,
});

function parse<S extends z.ZodType>(schema: S, body: unknown): { data: z.output<S> } | { answer: Answer } {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { data: parsed.data };
  const message = parsed.error.issues[0]?.message ?? API_MESSAGES.invalidRequest;
  return {
    answer: fail(400, ERROR_CODES.validation, message, issuesToFields(parsed.error.issues)),
  };
}

function publicUser(user: SimulatedUser) {
  return {
    id: user.id,
    user_id: user.id,
    email: user.email,
    name: user.name,
    full_name: user.name,
    username: usernameFromEmail(user.email),
  };
}

function profileOf(user: SimulatedUser): UserProfile {
  return {
    id: user.id,
    user_id: user.id,
    full_name: user.name,
    username: usernameFromEmail(user.email),
    email: user.email,
    avatar_url: user.profile.avatar_url ?? '',
    status: user.confirmed ? 'active' : 'pending_confirmation',
    role: 'user',
    created_at: user.created_at,
    profile: { ...user.profile },
    preferences: { ...user.preferences },
    stats: { agents_count: 0, total_downloads: 0 },
    pat_info: {
      has_pat: user.pat !== null,
      created_at: user.pat?.created_at ?? null,
      last_used: user.pat?.last_used ?? null,
    },
  };
}

export function createSimulatedBackend(options: SimulatedBackendOptions): SimulatedBackend {
  const store = createSimulatedStore(options.storage);
  const sendMail = options.sendMail ?? simulatedMail.send;

  const key = (email: string) => email.trim().toLowerCase();

  function issueCode(state: SimulatedState, kind: SimulatedEmailKind, email: string) {
    const code = randomCode();
    state.codes[`${kind}:${key(email)}`] = { code, expires_at: Date.now() + CODE_TTL_MS, attempts: 0 };
    store.write(state);
    sendMail({ to: email, kind, code, sent_at: new Date().toISOString() });
  }

  /** Consumes the code when right; otherwise counts the attempt. Null means accepted. */
  function checkCode(state: SimulatedState, kind: SimulatedEmailKind, email: string, given: string): Answer | null {
    const codeKey = `${kind}:${key(email)}`;
    const record = state.codes[codeKey];
    const messages = CODE_MESSAGES[kind];
    if (!record) return fail(400, ERROR_CODES.codeMissing, messages.missing);
    if (Date.now() > record.expires_at) {
      delete state.codes[codeKey];
      store.write(state);
      return fail(400, ERROR_CODES.codeExpired, messages.expired);
    }
    if (given !== record.code) {
      record.attempts += 1;
      if (record.attempts >= MAX_CODE_ATTEMPTS) {
        // The third failure discards the code: a new one must be requested.
        delete state.codes[codeKey];
        store.write(state);
        return fail(400, ERROR_CODES.tooManyAttempts, messages.tooMany);
      }
      store.write(state);
      return fail(400, ERROR_CODES.codeInvalid, messages.invalid);
    }
    delete state.codes[codeKey];
    return null;
  }

  /** The signed-in user of a Bearer token, or the 401 to answer. */
  function authenticate(state: SimulatedState, token: string | null | undefined): SimulatedUser | Answer {
    if (!token || token === SESSION_MARKER) {
      return fail(401, ERROR_CODES.unauthorized, SIMULATED_ERRORS.authRequired);
    }
    const session = state.sessions[token];
    if (!session || Date.now() > session.expires_at) {
      if (session) {
        delete state.sessions[token];
        store.write(state);
      }
      return fail(401, ERROR_CODES.invalidToken, SIMULATED_ERRORS.invalidToken);
    }
    const user = state.users[session.email];
    if (!user) return fail(401, ERROR_CODES.invalidToken, SIMULATED_ERRORS.invalidToken);
    return user;
  }

  const isAnswer = (value: SimulatedUser | Answer): value is Answer => 'status' in value;

  /** The 403 for a session without a recent password proof (as the API answers), or null. */
  function staleProof(state: SimulatedState, token: string | null | undefined): Answer | null {
    const provedAt = (token && state.sessions[token]?.authenticated_at) || 0;
    return Date.now() - provedAt > REAUTH_WINDOW_MS ? fail(403, ERROR_CODES.reauthRequired, API_MESSAGES.reauthRequired) : null;
  }

  type Handler = (request: SimulatedRequest, state: SimulatedState) => Answer;

  const auth: Record<string, Handler> = {
    'POST /auth/register': ({ body }, state) => {
      const input = parse(RegisterRequestSchema, body);
      if ('answer' in input) return input.answer;
      const { email, password, name } = input.data;
      if (state.users[key(email)]) return fail(409, ERROR_CODES.conflict, SIMULATED_ERRORS.emailExists);
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
      state.users[key(email)] = user;
      issueCode(state, 'confirmation', email);
      return ok({ message: AUTH_API_MESSAGES.registered, user: publicUser(user) });
    },

    'POST /auth/login': ({ body }, state) => {
      const input = parse(LoginRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[key(input.data.email)];
      if (!user || user.password !== input.data.password) {
        return fail(401, ERROR_CODES.invalidCredentials, SIMULATED_ERRORS.invalidCredentials);
      }
      if (!user.confirmed) return fail(403, ERROR_CODES.emailNotConfirmed, SIMULATED_ERRORS.emailNotConfirmed);
      const token = SIMULATED_TOKEN_PREFIX + randomHex(32);
      const expiresAt = Date.now() + SESSION_TTL_MS;
      state.sessions[token] = { email: key(user.email), expires_at: expiresAt, authenticated_at: Date.now() };
      store.write(state);
      return ok({
        message: AUTH_API_MESSAGES.loginSuccessful,
        user: publicUser(user),
        token,
        expires_at: new Date(expiresAt).toISOString(),
      });
    },

    'POST /auth/confirm-email': ({ body }, state) => {
      const input = parse(ConfirmEmailRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[key(input.data.email)];
      if (!user) return fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      const rejected = checkCode(state, 'confirmation', user.email, input.data.confirmation_code);
      if (rejected) return rejected;
      user.confirmed = true;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.emailConfirmed });
    },

    'POST /auth/resend-confirmation': ({ body }, state) => {
      const input = parse(ResendConfirmationRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[key(input.data.email)];
      if (!user) return fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      issueCode(state, 'confirmation', user.email);
      return ok({ message: AUTH_API_MESSAGES.confirmationSent });
    },

    'POST /auth/forgot-password': ({ body }, state) => {
      const input = parse(ForgotPasswordRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[key(input.data.email)];
      if (!user) return fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);
      issueCode(state, 'reset', user.email);
      return ok({ message: AUTH_API_MESSAGES.resetCodeSent });
    },

    'POST /auth/reset-password': ({ body }, state) => {
      const input = parse(ResetPasswordRequestSchema, body);
      if ('answer' in input) return input.answer;
      const user = state.users[key(input.data.email)];
      if (!user) return fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);
      const rejected = checkCode(state, 'reset', user.email, input.data.code);
      if (rejected) return rejected;
      user.password = input.data.new_password;
      // A reset ends every session of the account.
      for (const [token, session] of Object.entries(state.sessions)) {
        if (session.email === key(user.email)) delete state.sessions[token];
      }
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordReset });
    },

    'POST /auth/change-password': ({ body, token }, state) => {
      const user = authenticate(state, token);
      if (isAnswer(user)) return user;
      const input = parse(ChangePasswordRequestSchema, body);
      if ('answer' in input) return input.answer;
      if (input.data.old_password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, SIMULATED_ERRORS.currentPasswordIncorrect);
      }
      user.password = input.data.new_password;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordChanged });
    },

    'POST /auth/confirm-password': ({ body, token }, state) => {
      const user = authenticate(state, token);
      if (isAnswer(user)) return user;
      const input = parse(ConfirmPasswordRequestSchema, body);
      if ('answer' in input) return input.answer;
      if (input.data.password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, API_MESSAGES.passwordIncorrect, {
          password: API_MESSAGES.passwordIncorrect,
        });
      }
      state.sessions[token!]!.authenticated_at = Date.now();
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordConfirmed });
    },

    'PUT /auth/profile': ({ body, token }, state) => {
      const user = authenticate(state, token);
      if (isAnswer(user)) return user;
      const input = parse(UpdateAuthProfileRequestSchema, body);
      if ('answer' in input) return input.answer;
      user.name = input.data.name;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.profileUpdated, user: publicUser(user) });
    },

    'GET /auth/verify': ({ token }, state) => {
      const user = authenticate(state, token);
      if (isAnswer(user)) return user;
      return ok({ valid: true, message: AUTH_API_MESSAGES.tokenValid, user: publicUser(user) });
    },

    'POST /auth/logout': ({ token }, state) => {
      if (token && state.sessions[token]) {
        delete state.sessions[token];
        store.write(state);
      }
      return ok({ message: AUTH_API_MESSAGES.loggedOut });
    },
  };

  const users: Record<string, (user: SimulatedUser, request: SimulatedRequest, state: SimulatedState) => Answer> = {
    'GET /users/profile': (user) => ok(profileOf(user)),

    'PUT /users/profile': (user, { body }, state) => {
      const input = parse(UpdateProfileRequestSchema, body);
      if ('answer' in input) return input.answer;
      const { full_name, preferences, ...details } = input.data;
      if (full_name !== undefined && full_name !== '') user.name = full_name;
      user.profile = { ...user.profile, ...details };
      if (preferences) user.preferences = { ...user.preferences, ...preferences };
      store.write(state);
      return ok(profileOf(user));
    },

    'POST /users/pat/generate': (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const pat = { value: randomHex(32), created_at: new Date().toISOString(), last_used: null };
      user.pat = pat;
      store.write(state);
      return ok({ pat: pat.value, created_at: pat.created_at, message: API_MESSAGES.patGenerated });
    },

    'GET /users/pat': (user) =>
      ok({ has_pat: user.pat !== null, created_at: user.pat?.created_at ?? null, last_used: user.pat?.last_used ?? null }),

    'GET /users/pat/value': (user, { token }, state) =>
      staleProof(state, token) ??
      (user.pat ? ok({ pat: user.pat.value, created_at: user.pat.created_at }) : fail(404, ERROR_CODES.notFound, API_MESSAGES.noPat)),

    'DELETE /users/pat/revoke': (user, _request, state) => {
      if (!user.pat) return fail(404, ERROR_CODES.notFound, API_MESSAGES.noPat);
      user.pat = null;
      store.write(state);
      return ok({ message: API_MESSAGES.patRevoked });
    },
  };

  function handleAgents(request: SimulatedRequest): Answer {
    if (request.path === '/agents' || request.path === '/agents/my-agents') {
      const input = parse(AgentListQuerySchema, request.query ?? {});
      if ('answer' in input) return input.answer;
      if (request.path === '/agents') return ok(listSampleAgents(input.data));
      // My agents: an empty list, which is no simulated data.
      const { page, page_size } = input.data;
      return ok({ data: [], count: 0, pagination: { page, page_size, total: 0, total_pages: 0 }, next_token: null }, false);
    }
    if (request.path === '/agents/suggest') {
      const input = parse(SearchSuggestQuerySchema, request.query ?? {});
      return 'answer' in input ? input.answer : ok(suggestSampleAgents(input.data));
    }
    if (request.path === '/agents/facets') {
      const input = parse(AgentFacetsQuerySchema, request.query ?? {});
      return 'answer' in input ? input.answer : ok(sampleAgentFacets(input.data));
    }
    const id = decodeURIComponent(request.path.slice('/agents/'.length));
    const agent = findSampleAgent(id);
    if (!agent) return { ...fail(404, ERROR_CODES.notFound, INLINE_MESSAGES.agentNotFound), simulated: false };
    return ok(agent);
  }

  return {
    store,
    reset: () => store.reset(),
    handle(request) {
      const method = request.method.toUpperCase();
      const route = `${method} ${request.path}`;
      const state = store.read();

      const authHandler = auth[route];
      if (authHandler) return authHandler(request, state);

      const usersHandler = users[route];
      if (usersHandler) {
        const user = authenticate(state, request.token);
        if (isAnswer(user)) return user;
        return usersHandler(user, request, state);
      }

      if (method === 'GET' && /^\/agents(\/[^/]+)?$/.test(request.path)) return handleAgents(request);

      if (route === 'GET /frameworks') {
        if (options.frameworks) {
          const input = parse(FrameworkListQuerySchema, request.query ?? {});
          return 'answer' in input ? input.answer : ok(listSampleFrameworks(input.data));
        }
        return ok({ data: [], count: 0, error: INLINE_MESSAGES.frameworksFetchFailed }, false);
      }

      return { ...fail(404, ERROR_CODES.notFound, `The simulated backend has no ${route}`), simulated: false };
    },
  };
}
