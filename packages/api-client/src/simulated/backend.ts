// The in-browser backend: answers the section 7 routes the way the
// real server does, with data kept in browser storage. It is synchronous and knows nothing of
// the network; the adapter (adapter.ts) adds the call delays and plugs it in as the transport.
import {
  AUTH_API_MESSAGES,
  API_MESSAGES,
  CLI_TOKEN_ID,
  CODE_TTL_MS,
  ERROR_CODES,
  INLINE_MESSAGES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
  MAX_CODE_ATTEMPTS,
  MAX_NAMED_TOKENS,
  PAT_PATTERN,
  REAUTH_WINDOW_MS,
  SECURITY_ERROR_CODES,
  SECURITY_MESSAGES,
  SESSION_MARKER,
  SESSION_TTL_MS,
  PUBLISH_MESSAGES,
  SIMULATED_ERRORS,
  TOKEN_SCOPES,
  compareVersions,
  versionExistsMessage,
  currentVersionOf,
  tokenExpiry,
  toAgentSlug,
  usernameFromEmail,
  type Agent,
  type UserProfile,
} from '../contract';
import {
  AgentCreateSchema,
  AgentDeprecateSchema,
  AgentDownloadQuerySchema,
  AgentDownloadsQuerySchema,
  AgentFacetsQuerySchema,
  AgentListQuerySchema,
  AgentPublishSchema,
  AgentUpdateSchema,
  AgentYankSchema,
  ApiTokenCreateSchema,
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
import { DeleteAccountSchema, ReportCreateSchema } from '../contract/moderation';
import type * as z from 'zod/mini';
import { issuesToFields, safeParse } from '../contract/parse';
import { createMemoryStorage, type KeyValueStorage } from '../session';
import { simulatedMail, type SimulatedEmail, type SimulatedEmailKind } from './mail';
import {
  catalogue,
  clip,
  countDownload,
  findAgent,
  isProblem,
  manifestOf,
  metadataTags,
  readAgentFile,
  refreshCurrentVersion,
  versionJson,
  type AgentFile,
  type CatalogueEntry,
} from './publishing';
import { builtInAgents, datasetState, type SimulatedDataset } from './dataset';
import { SAMPLE_DATASET, listSampleAgents, sampleAgentFacets, suggestSampleAgents } from './sample-agents';
import { listSampleFrameworks } from './sample-frameworks';
import {
  activeNamedTokens,
  namedTokenInfo,
  namedTokenStatus,
  sessionId,
  sessionInfo,
  simulatedCliToken,
  simulatedDevice,
  tokenList,
} from './security';
import { countDailyDownload, downloadTrend, isStarred, setStar, starCount, starredIds } from './engagement';
import { createOrgRoutes, mayPublishInto, orgRoleIn } from './orgs';
import { sha256Hex } from './sha256';
import { SIMULATED_TOKEN_PREFIX } from './token';
import {
  createSimulatedStore,
  defaultPreferences,
  emptyProfile,
  type SimulatedSession,
  type SimulatedState,
  type SimulatedStore,
  type SimulatedUser,
  type SimulatedVersion,
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
  /** Where its state lives; default: memory, forgotten with the backend. */
  storage?: KeyValueStorage;
  /** What it starts with; default: the sample agents and frameworks (SAMPLE_DATASET). */
  dataset?: SimulatedDataset;
  /** Where codes are "mailed"; default: the global simulatedMail channel. */
  sendMail?: (email: SimulatedEmail) => void;
  /**
   * Answer the frameworks list with the dataset's frameworks (a client that never uses the network).
   * Off, it answers as the fallback after a failed call does: empty, 'Failed to fetch frameworks'.
   */
  frameworks?: boolean;
  /** The values it makes up; a story or test fixes them to know them in advance. */
  secrets?: Partial<SimulatedSecrets>;
}

/** The values the backend makes up for each call that needs one. */
export interface SimulatedSecrets {
  /** A sign-in's session token; default `sim_` and 64 random hex digits (told apart from a real server's). */
  sessionToken(): string;
  /** A mailed code; default 6 random digits. */
  code(kind: SimulatedEmailKind): string;
  /** A personal access token or named token; default 64 random hex digits. */
  apiToken(): string;
}

export interface SimulatedBackend {
  handle(request: SimulatedRequest): SimulatedResponse;
  /** Forget every change since the start: back to the dataset (and the demo account). */
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

/** A random (version 4) UUID, as the server gives agents; crypto.randomUUID needs a secure context. */
export function randomUuid(): string {
  const hex = randomHex(16).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
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

// The server's words for the agent calls.
const OWN_AGENTS_ONLY = 'You can only change your own agents';
const VERSION_NOT_FOUND = 'Version not found';
const AGENT_DELETED = 'Agent deleted successfully';
const STORAGE_FULL = 'Browser storage is full: the simulated backend could not keep this change';
const NO_AGENT_YAML = 'Send the agent.yaml as agent_yaml (or its content as manifest)';
const ALL_YANKED = 'This agent has no version to install: every version is yanked. Ask for an exact version with ?version=';
const NO_VERSIONS = 'This agent has no published version yet';
/** The 401 code for a token (not a session) on the account calls, as the server answers. */
const SESSION_REQUIRED = 'session_required';
/** How often a session's `last_seen_at` is written: not on every call. */
const LAST_SEEN_EVERY_MS = 60_000;

const ok = (body: unknown, simulated = true): Answer => ({ status: 200, body, simulated });
const created = (body: unknown): Answer => ({ status: 201, body, simulated: true });
const fail = (status: number, error: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: fields ? { error, message, fields } : { error, message },
  // An error answer of the simulated backend is still the simulated backend in use.
  simulated: true,
});

function parse<S extends z.ZodMiniType>(schema: S, body: unknown): { data: z.output<S> } | { answer: Answer } {
  const parsed = safeParse(schema, body ?? {});
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

/** GET /users/profile; `own` is every agent the user owns, for the stats. */
function profileOf(user: SimulatedUser, own: readonly Agent[]): UserProfile {
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
    stats: {
      agents_count: own.length,
      total_downloads: own.reduce((sum, agent) => sum + (agent.download_count ?? 0), 0),
    },
    pat_info: {
      has_pat: user.pat !== null,
      created_at: user.pat?.created_at ?? null,
      last_used: user.pat?.last_used ?? null,
    },
  };
}

export function createSimulatedBackend(options: SimulatedBackendOptions = {}): SimulatedBackend {
  const dataset = options.dataset ?? SAMPLE_DATASET;
  const builtIn = builtInAgents(dataset);
  const secrets: SimulatedSecrets = {
    sessionToken: () => SIMULATED_TOKEN_PREFIX + randomHex(32),
    code: randomCode,
    apiToken: () => randomHex(32),
    ...options.secrets,
  };
  const store = createSimulatedStore(options.storage ?? createMemoryStorage(), () => datasetState(dataset, secrets.code));
  const sendMail = options.sendMail ?? simulatedMail.send;

  const key = (email: string) => email.trim().toLowerCase();

  function issueCode(state: SimulatedState, kind: SimulatedEmailKind, email: string) {
    const code = secrets.code(kind);
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
    const now = Date.now();
    if (session.last_seen_at === undefined || now - session.last_seen_at >= LAST_SEEN_EVERY_MS) {
      session.last_seen_at = now;
      try {
        store.write(state);
      } catch {
        /* a full storage: the call itself may still answer */
      }
    }
    return user;
  }

  const isAnswer = <T extends object>(value: T | Answer): value is Answer => 'simulated' in value;

  /** The account an auth call names by its email, or the 404 to answer. */
  const accountOf = (state: SimulatedState, email: string): SimulatedUser | Answer =>
    state.users[key(email)] ?? fail(404, ERROR_CODES.notFound, SIMULATED_ERRORS.userNotFound);

  /** Signs the user out everywhere, but for the session `keep`. */
  function endSessions(state: SimulatedState, user: SimulatedUser, keep?: string | null) {
    for (const [token, session] of Object.entries(state.sessions)) {
      if (token !== keep && session.email === key(user.email)) delete state.sessions[token];
    }
  }

  /** The 403 for a session without a recent password proof (as the API answers), or null. */
  function staleProof(state: SimulatedState, token: string | null | undefined): Answer | null {
    const provedAt = (token && state.sessions[token]?.authenticated_at) || 0;
    return Date.now() - provedAt > REAUTH_WINDOW_MS ? fail(403, ERROR_CODES.reauthRequired, API_MESSAGES.reauthRequired) : null;
  }

  type Handler = (request: SimulatedRequest, state: SimulatedState) => Answer;

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

  /** A signed-in call with a body: the 401, then the 400, as the server answers. */
  const signedIn =
    <T>(
      schema: z.ZodMiniType<T>,
      handle: (user: SimulatedUser, data: T, request: SimulatedRequest, state: SimulatedState) => Answer,
    ): Handler =>
    (request, state) => {
      const user = authenticate(state, request.token);
      if (isAnswer(user)) return user;
      const input = parse(schema, request.body);
      return 'answer' in input ? input.answer : handle(user, input.data, request, state);
    };

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
      const token = secrets.sessionToken();
      const now = Date.now();
      const expiresAt = now + SESSION_TTL_MS;
      state.sessions[token] = {
        email: key(user.email),
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

    'POST /auth/confirm-email': byEmail(ConfirmEmailRequestSchema, (user, data, state) => {
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      const rejected = checkCode(state, 'confirmation', user.email, data.confirmation_code);
      if (rejected) return rejected;
      user.confirmed = true;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.emailConfirmed });
    }),

    'POST /auth/resend-confirmation': byEmail(ResendConfirmationRequestSchema, (user, _data, state) => {
      if (user.confirmed) return fail(409, ERROR_CODES.emailAlreadyConfirmed, SIMULATED_ERRORS.emailAlreadyConfirmed);
      issueCode(state, 'confirmation', user.email);
      return ok({ message: AUTH_API_MESSAGES.confirmationSent });
    }),

    'POST /auth/forgot-password': byEmail(ForgotPasswordRequestSchema, (user, _data, state) => {
      issueCode(state, 'reset', user.email);
      return ok({ message: AUTH_API_MESSAGES.resetCodeSent });
    }),

    'POST /auth/reset-password': byEmail(ResetPasswordRequestSchema, (user, data, state) => {
      const rejected = checkCode(state, 'reset', user.email, data.code);
      if (rejected) return rejected;
      user.password = data.new_password;
      // A reset ends every session of the account.
      endSessions(state, user);
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordReset });
    }),

    'POST /auth/change-password': signedIn(ChangePasswordRequestSchema, (user, data, { token }, state) => {
      if (data.old_password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, SIMULATED_ERRORS.currentPasswordIncorrect);
      }
      user.password = data.new_password;
      // As on the server: every other session of the account ends; this one stays.
      endSessions(state, user, token);
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordChanged });
    }),

    'POST /auth/confirm-password': signedIn(ConfirmPasswordRequestSchema, (user, data, { token }, state) => {
      if (data.password !== user.password) {
        return fail(400, ERROR_CODES.invalidCredentials, API_MESSAGES.passwordIncorrect, {
          password: API_MESSAGES.passwordIncorrect,
        });
      }
      state.sessions[token!]!.authenticated_at = Date.now();
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.passwordConfirmed });
    }),

    'PUT /auth/profile': signedIn(UpdateAuthProfileRequestSchema, (user, data, _request, state) => {
      user.name = data.name;
      store.write(state);
      return ok({ message: AUTH_API_MESSAGES.profileUpdated, user: publicUser(user) });
    }),

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
    'GET /users/profile': (user, _request, state) => ok(profileOf(user, ownAgents(state, user))),

    'PUT /users/profile': (user, { body }, state) => {
      const input = parse(UpdateProfileRequestSchema, body);
      if ('answer' in input) return input.answer;
      const { full_name, preferences, ...details } = input.data;
      if (full_name !== undefined && full_name !== '') user.name = full_name;
      user.profile = { ...user.profile, ...details };
      if (preferences) user.preferences = { ...user.preferences, ...preferences };
      store.write(state);
      return ok(profileOf(user, ownAgents(state, user)));
    },

    'POST /users/pat/generate': (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      const pat = { value: secrets.apiToken(), created_at: new Date().toISOString(), last_used: null };
      user.pat = pat;
      store.write(state);
      return ok({ pat: pat.value, created_at: pat.created_at, message: API_MESSAGES.patGenerated });
    },

    'GET /users/pat': (user) =>
      ok({ has_pat: user.pat !== null, created_at: user.pat?.created_at ?? null, last_used: user.pat?.last_used ?? null }),

    'GET /users/pat/value': (user, { token }, state) =>
      staleProof(state, token) ??
      (user.pat ? ok({ pat: user.pat.value, created_at: user.pat.created_at }) : fail(404, ERROR_CODES.notFound, API_MESSAGES.noPat)),

    'DELETE /users/pat/revoke': (user, { token }, state) => {
      const stale = staleProof(state, token);
      if (stale) return stale;
      if (!user.pat) return fail(404, ERROR_CODES.notFound, API_MESSAGES.noPat);
      user.pat = null;
      store.write(state);
      return ok({ message: API_MESSAGES.patRevoked });
    },

    // Leaving: what it would do (the simulated registry has no organisations: nothing to move
    // the agents to, nothing that refuses), then the account, its sessions, codes and agents,
    // after a recent proof.
    'GET /users/me/delete': (user, _request, state) =>
      ok({
        agents: Object.values(state.agents).filter((entry) => entry.agent.owner_id === user.id).length,
        transfer_targets: [],
        blocking_organizations: [],
        organizations_deleted: [],
      }),

    'POST /users/me/delete': (user, { body, token }, state) => {
      const input = parse(DeleteAccountSchema, body);
      if ('answer' in input) return input.answer;
      if (user.id === 'demo-user') return fail(403, ERROR_CODES.demoReadOnly, API_MESSAGES.demoReadOnly);
      const stale = staleProof(state, token);
      if (stale) return stale;
      if (input.data.username.toLowerCase() !== usernameFromEmail(user.email)) {
        return fail(400, ERROR_CODES.validation, MODERATION_MESSAGES.usernameMismatch, { username: MODERATION_MESSAGES.usernameMismatch });
      }
      if (input.data.transfer_agents_to) {
        return fail(400, ERROR_CODES.validation, MODERATION_MESSAGES.transferTargetInvalid, {
          transfer_agents_to: MODERATION_MESSAGES.transferTargetInvalid,
        });
      }
      const agents = Object.values(state.agents).filter((entry) => entry.agent.owner_id === user.id);
      for (const entry of agents) delete state.agents[entry.agent.id];
      for (const [key, session] of Object.entries(state.sessions)) if (session.email === user.email) delete state.sessions[key];
      for (const key of Object.keys(state.codes)) if (key.endsWith(`:${user.email}`)) delete state.codes[key];
      delete state.users[user.email];
      store.write(state);
      return ok({
        message: MODERATION_MESSAGES.accountDeleted,
        agents_deleted: agents.length,
        agents_transferred: 0,
        organizations_deleted: [],
      });
    },
  };

  // --- Named tokens and sessions ----------------------------------------------------------------

  const tokenNotFound = (): Answer => fail(404, ERROR_CODES.notFound, SECURITY_MESSAGES.tokenNotFound);
  const sessionNotFound = (): Answer => fail(404, ERROR_CODES.notFound, SECURITY_MESSAGES.sessionNotFound);

  /** POST /users/tokens: like generating the PAT, a session needs a recent password proof. */
  function createToken(user: SimulatedUser, { body, token }: SimulatedRequest, state: SimulatedState): Answer {
    const stale = staleProof(state, token);
    if (stale) return stale;
    const input = parse(ApiTokenCreateSchema, body);
    if ('answer' in input) return input.answer;
    const now = Date.now();
    if (activeNamedTokens(user, now) >= MAX_NAMED_TOKENS) {
      return fail(409, SECURITY_ERROR_CODES.tooManyTokens, SECURITY_MESSAGES.tooManyTokens);
    }
    const value = secrets.apiToken();
    const named = {
      id: randomUuid(),
      name: input.data.name,
      // In the contract's order, each once, whatever order they were sent in.
      scopes: TOKEN_SCOPES.filter((scope) => input.data.scopes.includes(scope)),
      hash: sha256Hex(value),
      created_at: new Date(now).toISOString(),
      last_used_at: null,
      expires_at: tokenExpiry(input.data.expires_in_days, new Date(now))?.toISOString() ?? null,
      revoked_at: null,
    };
    (user.tokens ??= []).push(named);
    return save(state, created({ token: value, info: namedTokenInfo(named, now), message: SECURITY_MESSAGES.tokenCreated(named.name) }));
  }

  /** DELETE /users/tokens/{id}: the token as it is now; 'cli' is the PAT, which is deleted. */
  function revokeToken(user: SimulatedUser, id: string, state: SimulatedState): Answer {
    const now = Date.now();
    const revokedAt = new Date(now).toISOString();
    if (id === CLI_TOKEN_ID) {
      if (!user.pat) return tokenNotFound();
      const info = simulatedCliToken(user.pat, revokedAt);
      user.pat = null;
      return save(state, ok(info));
    }
    const named = user.tokens?.find((candidate) => candidate.id === id.toLowerCase());
    if (!named) return tokenNotFound();
    // Revoking again keeps the first revocation's time.
    named.revoked_at ??= revokedAt;
    return save(state, ok(namedTokenInfo(named, now)));
  }

  /** DELETE /users/tokens: every live token, the PAT included; `count` is how many stopped working. */
  function revokeAllTokens(user: SimulatedUser, state: SimulatedState): Answer {
    const now = Date.now();
    const revokedAt = new Date(now).toISOString();
    let count = 0;
    for (const named of user.tokens ?? []) {
      // An expired token already stopped working: it stays 'expired'.
      if (namedTokenStatus(named, now) !== 'active') continue;
      named.revoked_at = revokedAt;
      count += 1;
    }
    if (user.pat) {
      user.pat = null;
      count += 1;
    }
    return save(state, ok({ message: SECURITY_MESSAGES.allTokensRevoked, count }));
  }

  /** The live sessions of `user`, by token. */
  const sessionsOf = (state: SimulatedState, user: SimulatedUser) =>
    Object.entries(state.sessions).filter(([, session]) => session.email === key(user.email) && Date.now() <= session.expires_at);

  /** GET /auth/sessions: the current one first, then the most recently seen. */
  function listSessions(user: SimulatedUser, current: string, state: SimulatedState): Answer {
    const seen = (session: SimulatedSession) => session.last_seen_at ?? session.created_at ?? 0;
    const data = sessionsOf(state, user)
      .sort(([tokenA, a], [tokenB, b]) => Number(tokenB === current) - Number(tokenA === current) || seen(b) - seen(a))
      .map(([token, session]) => sessionInfo(token, session, token === current));
    return ok({ data });
  }

  /** DELETE /auth/sessions/{id}: that session is signed out (the current one too, like logout). */
  function endSession(user: SimulatedUser, id: string, state: SimulatedState): Answer {
    const found = sessionsOf(state, user).find(([token]) => sessionId(token) === id.toLowerCase());
    if (!found) return sessionNotFound();
    delete state.sessions[found[0]];
    return save(state, ok({ message: SECURITY_MESSAGES.sessionEnded }));
  }

  /** DELETE /auth/sessions: every session of the account but the caller's. */
  function endOtherSessions(user: SimulatedUser, current: string, state: SimulatedState): Answer {
    const others = sessionsOf(state, user).filter(([token]) => token !== current);
    for (const [token] of others) delete state.sessions[token];
    return save(state, ok({ message: SECURITY_MESSAGES.otherSessionsEnded, count: others.length }));
  }

  /** /users/tokens(/{id}) and /auth/sessions(/{id}); null for any other path. */
  function handleSecurity(method: string, request: SimulatedRequest, state: SimulatedState): Answer | null {
    const match = /^\/(users\/tokens|auth\/sessions)(?:\/([^/]+))?$/.exec(request.path);
    if (!match) return null;
    const [, base, encoded] = match;
    let id: string | undefined;
    try {
      id = encoded === undefined ? undefined : decodeURIComponent(encoded);
    } catch {
      return null;
    }
    const route = `${method} /${base}${id === undefined ? '' : '/{id}'}`;
    const known = [
      'GET /users/tokens',
      'POST /users/tokens',
      'DELETE /users/tokens',
      'DELETE /users/tokens/{id}',
      'GET /auth/sessions',
      'DELETE /auth/sessions',
      'DELETE /auth/sessions/{id}',
    ];
    if (!known.includes(route)) return null;
    // Only a signed-in session manages the account: a token is refused before it is looked up.
    if (request.token && PAT_PATTERN.test(request.token)) {
      return fail(401, SESSION_REQUIRED, SIMULATED_ERRORS.authRequired);
    }
    const user = authenticate(state, request.token);
    if (isAnswer(user)) return user;
    const current = request.token!;
    switch (route) {
      case 'GET /users/tokens': {
        const now = Date.now();
        return ok({ data: tokenList(user, now), remaining: Math.max(0, MAX_NAMED_TOKENS - activeNamedTokens(user, now)) });
      }
      case 'POST /users/tokens':
        return createToken(user, request, state);
      case 'DELETE /users/tokens/{id}':
        return revokeToken(user, id!, state);
      case 'DELETE /users/tokens':
        return revokeAllTokens(user, state);
      case 'GET /auth/sessions':
        return listSessions(user, current, state);
      case 'DELETE /auth/sessions/{id}':
        return endSession(user, id!, state);
      default:
        return endOtherSessions(user, current, state);
    }
  }

  // --- Reports -----------------------------------------------------------------------------------

  /**
   * POST /agents/{id}/reports: checked and acknowledged as the server does. The simulated
   * backend has no operators (OPERATORS is a server setting), so nothing reads the report later.
   */
  function reportAgent(ref: string, request: SimulatedRequest, state: SimulatedState): Answer {
    const user = authenticate(state, request.token);
    if (isAnswer(user)) return user;
    const input = parse(ReportCreateSchema, request.body);
    if ('answer' in input) return input.answer;
    const entry = agentFor(state, ref, request.token);
    if (!entry) return agentNotFound();
    if (entry.agent.owner_id === user.id) return fail(400, MODERATION_ERROR_CODES.ownReport, MODERATION_MESSAGES.ownAgent);
    const agent = entry.agent;
    return created({
      message: MODERATION_MESSAGES.reportSent,
      report: {
        id: secrets.apiToken().slice(0, 32),
        agent_id: agent.id,
        agent_ref: agent.namespace && agent.slug ? `${agent.namespace}/${agent.slug}` : agent.id,
        agent_name: agent.name,
        version: input.data.version ?? null,
        reason: input.data.reason,
        details: input.data.details ?? '',
        status: 'open',
        reporter: usernameFromEmail(user.email),
        created_at: new Date().toISOString(),
        resolved_at: null,
        takedown: null,
      },
    });
  }

  /** The operators' calls: nobody is an operator here. */
  const operatorOnly = (): Answer => fail(403, MODERATION_ERROR_CODES.operatorRequired, MODERATION_MESSAGES.operatorOnly);

  // --- Agents and publishing -----------------------------------------------------------------

  /** A missing agent: the caller's 404 (no simulated data, so a real 404's fallback shows no badge). */
  const agentNotFound = (): Answer => ({ ...fail(404, ERROR_CODES.notFound, INLINE_MESSAGES.agentNotFound), simulated: false });
  const versionNotFound = (): Answer => fail(404, ERROR_CODES.notFound, VERSION_NOT_FOUND);

  /** The signed-in user of a public call: a missing, bad or stale token reads as anonymous. */
  function viewerOf(state: SimulatedState, token: string | null | undefined): SimulatedUser | null {
    const session = token ? state.sessions[token] : undefined;
    if (!session || Date.now() > session.expires_at) return null;
    return state.users[session.email] ?? null;
  }

  /** Every agent the caller may list: what was published here, then the dataset's. */
  const visibleAgents = (state: SimulatedState, token: string | null | undefined) =>
    catalogue(state, builtIn, viewerOf(state, token)?.id ?? null);

  /** The agent `ref` names, if the caller may see it. */
  const agentFor = (state: SimulatedState, ref: string, token: string | null | undefined) =>
    findAgent(state, builtIn, ref, viewerOf(state, token)?.id ?? null);

  /** The user's own agents, the dataset's among them. */
  const ownAgents = (state: SimulatedState, user: SimulatedUser) =>
    catalogue(state, builtIn, user.id).filter((agent) => agent.owner_id === user.id);

  /** The agent `ref` names if `user` owns it; else the 404 (missing, or someone's private one) or 403. */
  function owned(state: SimulatedState, ref: string, user: SimulatedUser): CatalogueEntry | Answer {
    const entry = findAgent(state, builtIn, ref, user.id);
    if (!entry) return agentNotFound();
    // The samples are nobody's: no one may change them.
    // An organisation's agent is its members' to change.
    const mine = entry.agent.owner_id === user.id || orgRoleIn(state, user, entry.agent.namespace) !== null;
    if (entry.sample || !mine) return fail(403, ERROR_CODES.forbidden, OWN_AGENTS_ONLY);
    return entry;
  }

  /** Keeps the change; a full browser storage is the only way this fails. */
  function save(state: SimulatedState, answer: Answer): Answer {
    try {
      store.write(state);
      return answer;
    } catch {
      return fail(507, ERROR_CODES.internal, STORAGE_FULL);
    }
  }

  const manifestFailure = (problem: { message: string; fields: Record<string, string> }) =>
    fail(400, ERROR_CODES.validation, problem.message, problem.fields);

  function newVersion(
    read: AgentFile,
    body: { readme?: string | undefined; changelog?: string | undefined },
    publisher: string,
  ): SimulatedVersion {
    return {
      version: read.version,
      digest: sha256Hex(read.text),
      changelog: body.changelog ?? '',
      published_at: new Date().toISOString(),
      published_by: publisher,
      download_count: 0,
      yanked: false,
      yank_reason: null,
      yanked_at: null,
      agent_yaml: read.text,
      readme: body.readme ?? '',
      // An image comes only through the registry's OCI API, which the simulated backend has not.
      image: null,
    };
  }

  /**
   * POST /agents: a new agent and its first version, named `<username>/<metadata.name>`. Without
   * agent_yaml or manifest (a legacy caller), the agent.yaml is made from name, current_version,
   * description and tags, and the CLI's rules then say what it lacks.
   */
  const createAgent = signedIn(AgentCreateSchema, (user, data, _request, state) => {
    const legacy: Record<string, unknown> = { version: data.current_version || '1.0.0' };
    if (data.name !== undefined) legacy.name = toAgentSlug(data.name);
    if (data.description) legacy.description = data.description;
    if (data.tags?.length) legacy.tags = data.tags;
    const file = readAgentFile(data, legacy);
    if (isProblem(file)) return manifestFailure(file);
    if (data.current_version && data.current_version !== file.version) {
      const message = `current_version must match metadata.version (${file.version})`;
      return fail(400, ERROR_CODES.validation, message, { current_version: message });
    }
    const namespace = data.namespace ?? usernameFromEmail(user.email);
    if (!mayPublishInto(state, user, namespace)) {
      const message = `You cannot publish into ${namespace}`;
      return fail(403, ERROR_CODES.forbidden, message, { namespace: message });
    }
    const ref = `${namespace}/${file.name}`;
    const taken = [...Object.values(state.agents).map((entry) => entry.agent), ...builtIn.agents].some(
      (agent) => `${agent.namespace}/${agent.slug}`.toLowerCase() === ref.toLowerCase(),
    );
    if (taken) {
      const message = PUBLISH_MESSAGES.nameTaken(ref);
      return fail(409, ERROR_CODES.conflict, message, { 'metadata.name': message });
    }

    const version = newVersion(file, data, namespace);
    const id = randomUuid();
    const agent: Agent = {
      id,
      owner_id: user.id,
      name: clip(data.name ?? file.displayName, 100) || file.name,
      description: data.description ?? clip(file.description, 5000) ?? '',
      author: namespace,
      author_name: data.author_name || clip(file.author, 100) || user.name,
      rating: 0,
      download_count: 0,
      views: 0,
      category: data.category,
      featured: false,
      visibility: data.visibility ?? 'public',
      status: 'published',
      current_version: file.version,
      tags: data.tags ?? metadataTags(file.tags) ?? [],
      repository_url: data.repository_url || null,
      documentation_url: data.documentation_url || null,
      created_at: version.published_at,
      updated_at: version.published_at,
      namespace,
      slug: file.name,
      deprecation_message: null,
    };
    state.agents[id] = { agent, versions: [version] };
    return save(state, created(agent));
  });

  /** PUT /agents/{id}: the metadata; '' or null clears a link, an empty author is the owner's name. */
  const updateAgent = (ref: string): Handler =>
    signedIn(AgentUpdateSchema, (user, changes, _request, state) => {
      const entry = owned(state, ref, user);
      if (isAnswer(entry)) return entry;
      const { agent } = entry;
      if (changes.name !== undefined) agent.name = changes.name;
      if (changes.description !== undefined) agent.description = changes.description;
      if (changes.author_name !== undefined) agent.author_name = changes.author_name || user.name;
      if (changes.category !== undefined) agent.category = changes.category;
      if (changes.tags !== undefined) agent.tags = changes.tags;
      if (changes.visibility !== undefined) agent.visibility = changes.visibility;
      if (changes.repository_url !== undefined) agent.repository_url = changes.repository_url || null;
      if (changes.documentation_url !== undefined) agent.documentation_url = changes.documentation_url || null;
      agent.updated_at = new Date().toISOString();
      return save(state, ok(agent));
    });

  /** DELETE /agents/{id}: like the PAT calls, a session needs a recent password proof. */
  function deleteAgent(ref: string, { token }: SimulatedRequest, state: SimulatedState): Answer {
    const user = authenticate(state, token);
    if (isAnswer(user)) return user;
    const stale = staleProof(state, token);
    if (stale) return stale;
    const entry = owned(state, ref, user);
    if (isAnswer(entry)) return entry;
    delete state.agents[entry.agent.id];
    return save(state, ok({ message: AGENT_DELETED, id: entry.agent.id }));
  }

  /** POST /agents/{id}/versions: a new version under the same metadata.name, never one published before. */
  const publishVersion = (ref: string): Handler =>
    signedIn(AgentPublishSchema, (user, data, _request, state) => {
      const entry = owned(state, ref, user);
      if (isAnswer(entry)) return entry;
      if (data.agent_yaml === undefined && !data.manifest) {
        return fail(400, ERROR_CODES.validation, NO_AGENT_YAML, { agent_yaml: NO_AGENT_YAML });
      }
      const slug = entry.agent.slug ?? '';
      const file = readAgentFile(data, { name: slug });
      if (isProblem(file)) return manifestFailure(file);
      if (file.name !== slug) {
        const message = PUBLISH_MESSAGES.nameMismatch(slug);
        return fail(400, ERROR_CODES.validation, message, { 'metadata.name': message });
      }
      // 1.0.0 and 1.0.0+build.2 are one version in semantic-version order: one of them only.
      const same = entry.versions.find((v) => compareVersions(v.version, file.version) === 0);
      if (same) {
        const message = versionExistsMessage(file.version, same.version);
        return fail(409, ERROR_CODES.conflict, message, { 'metadata.version': message });
      }
      const version = newVersion(file, data, usernameFromEmail(user.email));
      entry.versions.push(version);
      refreshCurrentVersion(entry.agent, entry.versions, file);
      return save(state, created(versionJson(version, true)));
    });

  /**
   * A call on one's own agent that sets a notice (a POST, the notice read from its body with
   * `schema`) or clears it (a DELETE: null): the 401, then the 400, then the 404 or 403.
   */
  const noticeCall =
    <T>(
      ref: string,
      set: boolean,
      schema: z.ZodMiniType<T>,
      noticeOf: (data: T) => string,
      handle: (entry: CatalogueEntry, notice: string | null, state: SimulatedState) => Answer,
    ): Handler =>
    ({ body, token }, state) => {
      const user = authenticate(state, token);
      if (isAnswer(user)) return user;
      let notice: string | null = null;
      if (set) {
        const input = parse(schema, body);
        if ('answer' in input) return input.answer;
        notice = noticeOf(input.data);
      }
      const entry = owned(state, ref, user);
      return isAnswer(entry) ? entry : handle(entry, notice, state);
    };

  /** POST (yank) or DELETE (unyank) /agents/{id}/versions/{version}/yank */
  const yankVersion = (ref: string, wanted: string, yank: boolean): Handler =>
    noticeCall(
      ref,
      yank,
      AgentYankSchema,
      (data) => data.reason,
      (entry, reason, state) => {
        const version = entry.versions.find((v) => v.version === wanted);
        if (!version) return versionNotFound();
        // Yanking again keeps the first yank's time and takes the new reason.
        version.yanked_at = yank ? (version.yanked_at ?? new Date().toISOString()) : null;
        version.yanked = yank;
        version.yank_reason = reason;
        refreshCurrentVersion(entry.agent, entry.versions);
        return save(state, ok(versionJson(version)));
      },
    );

  /** POST (deprecate, with the message shown) or DELETE (undeprecate) /agents/{id}/deprecate */
  const deprecateAgent = (ref: string, deprecate: boolean): Handler =>
    noticeCall(
      ref,
      deprecate,
      AgentDeprecateSchema,
      (data) => data.message,
      (entry, message, state) => {
        entry.agent.deprecation_message = message;
        entry.agent.updated_at = new Date().toISOString();
        return save(state, ok(entry.agent));
      },
    );

  /** GET /agents/{id}/download: a version's agent.yaml as published; counts a download. */
  function downloadAgent(ref: string, { query, token }: SimulatedRequest, state: SimulatedState): Answer {
    const input = parse(AgentDownloadQuerySchema, query ?? {});
    if ('answer' in input) return input.answer;
    const viewerId = viewerOf(state, token)?.id ?? null;
    const entry = findAgent(state, builtIn, ref, viewerId);
    if (!entry) return agentNotFound();
    const wanted = input.data.version;
    // By number, even a yanked version; else the current one, unless it is yanked too.
    const version =
      wanted !== undefined
        ? entry.versions.find((v) => v.version === wanted)
        : entry.versions.find((v) => v.version === entry.agent.current_version && !v.yanked);
    if (!version) {
      if (wanted !== undefined) return versionNotFound();
      return fail(404, ERROR_CODES.notFound, entry.versions.length > 0 ? ALL_YANKED : NO_VERSIONS);
    }
    countDownload(state, entry, version);
    countDailyDownload(state, entry.agent.id, version.version);
    // A sample's counts live beside it: read it again to answer them.
    const counted = entry.sample ? (findAgent(state, builtIn, ref, viewerId) ?? entry) : entry;
    return save(
      state,
      ok({
        format: 'agent-registry.manifest/v1',
        agent: counted.agent,
        version: version.version,
        digest: version.digest,
        yanked: version.yanked,
        manifest: manifestOf(version.agent_yaml),
        agent_yaml: version.agent_yaml,
        downloaded_at: new Date().toISOString(),
      }),
    );
  }

  /** GET /agents/starred, and GET, PUT and DELETE /agents/{id}/star (signed in; this browser's stars only). */
  function starCall(method: string, ref: string, request: SimulatedRequest, state: SimulatedState): Answer {
    const user = authenticate(state, request.token);
    if ('status' in user) return user;
    if (method === 'GET' && ref === 'starred') {
      const all = catalogue(state, builtIn, user.id);
      const data = starredIds(state, user.id).flatMap((agentId) => all.filter((agent) => agent.id === agentId));
      return ok({
        data,
        count: data.length,
        pagination: { page: 1, page_size: 100, total: data.length, total_pages: data.length ? 1 : 0 },
      });
    }
    const entry = findAgent(state, builtIn, ref, user.id);
    if (!entry) return agentNotFound();
    const agentId = entry.agent.id;
    if (method === 'GET')
      return ok({ agent_id: agentId, starred: isStarred(state, user.id, agentId), star_count: starCount(state, agentId) });
    const answer = setStar(state, user.id, agentId, method === 'PUT');
    if (!entry.sample) entry.agent.star_count = answer.star_count;
    return save(state, ok(answer));
  }

  /** The lists of spec section 7, over the samples and what was published here. */
  function listAgents(path: string, request: SimulatedRequest, state: SimulatedState): Answer {
    const input = parse(AgentListQuerySchema, request.query ?? {});
    if ('answer' in input) return input.answer;
    const viewer = viewerOf(state, request.token);
    if (path === '') return ok(listSampleAgents(input.data, catalogue(state, builtIn, viewer?.id ?? null)));
    const mine = viewer ? ownAgents(state, viewer) : [];
    if (mine.length) return ok(listSampleAgents(input.data, mine));
    // No agents of one's own: an empty list, which is no simulated data.
    const { page, page_size } = input.data;
    return ok({ data: [], count: 0, pagination: { page, page_size, total: 0, total_pages: 0 }, next_token: null }, false);
  }

  const handleOrgs = createOrgRoutes({
    authenticate,
    viewerOf,
    staleProof,
    parse,
    ok: (body) => ok(body),
    created,
    fail,
    save,
    catalogue: (state, viewerId) => catalogue(state, builtIn, viewerId),
    storedAgent: (state, ref, user) => {
      const entry = findAgent(state, builtIn, ref, user.id);
      return entry && !entry.sample ? entry : undefined;
    },
    randomUuid,
  });

  /** Every /agents route; null for a path or method it does not know. */
  function handleAgents(method: string, request: SimulatedRequest, state: SimulatedState): Answer | null {
    let segments: string[];
    try {
      // The id may be 'owner/name', sent URL-encoded as one segment.
      segments = request.path.split('/').slice(2).map(decodeURIComponent);
    } catch {
      return null;
    }
    if (segments.length > 4) return null;
    const [id = '', sub, version, action] = segments;
    // 'GET {id}/versions/{version}' and the like; the literal paths win over an id.
    const head =
      segments.length === 0 ? '' : segments.length === 1 && ['my-agents', 'suggest', 'facets', 'starred'].includes(id) ? id : '{id}';
    const route = [`${method} ${head}`, sub, version === undefined ? undefined : '{version}', action]
      .filter((part) => part !== undefined)
      .join('/');
    switch (route) {
      case 'GET ':
        return listAgents('', request, state);
      case 'GET my-agents':
        return listAgents('my-agents', request, state);
      case 'GET suggest': {
        const input = parse(SearchSuggestQuerySchema, request.query ?? {});
        return 'answer' in input ? input.answer : ok(suggestSampleAgents(input.data, visibleAgents(state, request.token)));
      }
      case 'GET facets': {
        const input = parse(AgentFacetsQuerySchema, request.query ?? {});
        return 'answer' in input ? input.answer : ok(sampleAgentFacets(input.data, visibleAgents(state, request.token)));
      }
      case 'POST ':
        return createAgent(request, state);
      case 'GET {id}': {
        const entry = agentFor(state, id, request.token);
        return entry ? ok(entry.agent) : agentNotFound();
      }
      case 'PUT {id}':
        return updateAgent(id)(request, state);
      case 'DELETE {id}':
        return deleteAgent(id, request, state);
      case 'GET {id}/download':
        return downloadAgent(id, request, state);
      case 'GET starred':
      case 'GET {id}/star':
      case 'PUT {id}/star':
      case 'DELETE {id}/star':
        return starCall(method, id, request, state);
      case 'GET {id}/downloads': {
        const input = parse(AgentDownloadsQuerySchema, request.query ?? {});
        if ('answer' in input) return input.answer;
        const entry = agentFor(state, id, request.token);
        return entry ? ok(downloadTrend(state, entry.agent.id, input.data)) : agentNotFound();
      }
      case 'GET {id}/versions': {
        const entry = agentFor(state, id, request.token);
        if (!entry) return agentNotFound();
        const data = [...entry.versions].sort((a, b) => compareVersions(b.version, a.version)).map((v) => versionJson(v));
        return ok({ data, current_version: currentVersionOf(entry.versions) });
      }
      case 'POST {id}/versions':
        return publishVersion(id)(request, state);
      case 'GET {id}/versions/{version}': {
        const entry = agentFor(state, id, request.token);
        if (!entry) return agentNotFound();
        const found = entry.versions.find((v) => v.version === version);
        return found ? ok(versionJson(found, true)) : versionNotFound();
      }
      case 'POST {id}/versions/{version}/yank':
      case 'DELETE {id}/versions/{version}/yank':
        return yankVersion(id, version!, method === 'POST')(request, state);
      case 'POST {id}/deprecate':
      case 'DELETE {id}/deprecate':
        return deprecateAgent(id, method === 'POST')(request, state);
      case 'POST {id}/reports':
        return reportAgent(id, request, state);
      default:
        return null;
    }
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

      const security = handleSecurity(method, request, state);
      if (security) return security;

      const usersHandler = users[route];
      if (usersHandler) {
        const user = authenticate(state, request.token);
        if (isAnswer(user)) return user;
        return usersHandler(user, request, state);
      }

      const orgAnswer = handleOrgs(method, request, state);
      if (orgAnswer) return orgAnswer;

      if (request.path === '/agents' || request.path.startsWith('/agents/')) {
        const answer = handleAgents(method, request, state);
        if (answer) return answer;
      }

      if (request.path.startsWith('/admin/')) {
        const user = authenticate(state, request.token);
        return isAnswer(user) ? user : operatorOnly();
      }

      if (route === 'GET /stats') {
        // The agents anyone may see, and the confirmed accounts.
        const agents = catalogue(state, builtIn, null);
        const users = Object.values(state.users).filter((user) => user.confirmed);
        return ok({ total_agents: agents.length, total_users: users.length });
      }

      if (route === 'GET /frameworks') {
        if (options.frameworks) {
          const input = parse(FrameworkListQuerySchema, request.query ?? {});
          return 'answer' in input ? input.answer : ok(listSampleFrameworks(input.data, dataset.frameworks));
        }
        return ok({ data: [], count: 0, error: INLINE_MESSAGES.frameworksFetchFailed }, false);
      }

      return { ...fail(404, ERROR_CODES.notFound, `The simulated backend has no ${route}`), simulated: false };
    },
  };
}
