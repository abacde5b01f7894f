// What every resource of the simulated backend shares: the store and the dataset, the values it
// makes up, who is calling (as the server's auth middleware decides it) and the lookups of agents.
import {
  AGENT_API_MESSAGES,
  API_MESSAGES,
  CODE_TTL_MS,
  ERROR_CODES,
  INLINE_MESSAGES,
  MAX_CODE_ATTEMPTS,
  PAT_PATTERN,
  REAUTH_WINDOW_MS,
  SESSION_MARKER,
  SIMULATED_ERRORS,
  usernameFromEmail,
} from '../contract';
import type { KeyValueStorage } from '../session';
import { fail, isAnswer, parse, type Answer, type Handler, type RouteRequest } from './answers';
import { builtInAgents, type BuiltInAgents, type SimulatedDataset } from './dataset';
import type { SimulatedEmail, SimulatedEmailKind } from './mail';
import { orgRoleIn } from './orgs';
import { catalogue, findAgent, type CatalogueEntry } from './publishing';
import type { SimulatedState, SimulatedStore, SimulatedUser } from './store';
import type * as z from 'zod/mini';

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

const STORAGE_FULL = 'Browser storage is full: the simulated backend could not keep this change';
/** The 401 code for a token (not a session) on the account calls, as the server answers. */
const SESSION_REQUIRED = 'session_required';
/** How often a session's `last_seen_at` is written: not on every call. */
const LAST_SEEN_EVERY_MS = 60_000;

/** The key of an account: its email, trimmed and lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export interface SimulatedContext {
  readonly dataset: SimulatedDataset;
  readonly builtIn: BuiltInAgents;
  readonly store: SimulatedStore;
  readonly secrets: SimulatedSecrets;
  readonly sendMail: (email: SimulatedEmail) => void;
  /** Whether GET /frameworks answers with the dataset's frameworks. */
  readonly frameworks: boolean;
}

export function createContext(
  options: SimulatedBackendOptions,
  parts: { dataset: SimulatedDataset; store: SimulatedStore; secrets: SimulatedSecrets; sendMail: (email: SimulatedEmail) => void },
): SimulatedContext {
  return { ...parts, builtIn: builtInAgents(parts.dataset), frameworks: Boolean(options.frameworks) };
}

// --- Keeping changes -------------------------------------------------------------------------------

/** Keeps the change; a full browser storage is the only way this fails. */
export function save(ctx: SimulatedContext, state: SimulatedState, answer: Answer): Answer {
  try {
    ctx.store.write(state);
    return answer;
  } catch {
    return fail(507, ERROR_CODES.internal, STORAGE_FULL);
  }
}

// --- Mailed codes --------------------------------------------------------------------------------

export function issueCode(ctx: SimulatedContext, state: SimulatedState, kind: SimulatedEmailKind, email: string): void {
  const code = ctx.secrets.code(kind);
  state.codes[`${kind}:${emailKey(email)}`] = { code, expires_at: Date.now() + CODE_TTL_MS, attempts: 0 };
  ctx.store.write(state);
  ctx.sendMail({ to: email, kind, code, sent_at: new Date().toISOString() });
}

/** Consumes the code when right; otherwise counts the attempt. Null means accepted. */
export function checkCode(
  ctx: SimulatedContext,
  state: SimulatedState,
  kind: SimulatedEmailKind,
  email: string,
  given: string,
): Answer | null {
  const codeKey = `${kind}:${emailKey(email)}`;
  const record = state.codes[codeKey];
  const messages = CODE_MESSAGES[kind];
  if (!record) return fail(400, ERROR_CODES.codeMissing, messages.missing);
  if (Date.now() > record.expires_at) {
    delete state.codes[codeKey];
    ctx.store.write(state);
    return fail(400, ERROR_CODES.codeExpired, messages.expired);
  }
  if (given !== record.code) {
    record.attempts += 1;
    if (record.attempts >= MAX_CODE_ATTEMPTS) {
      // The third failure discards the code: a new one must be requested.
      delete state.codes[codeKey];
      ctx.store.write(state);
      return fail(400, ERROR_CODES.tooManyAttempts, messages.tooMany);
    }
    ctx.store.write(state);
    return fail(400, ERROR_CODES.codeInvalid, messages.invalid);
  }
  delete state.codes[codeKey];
  return null;
}

// --- Who is calling ------------------------------------------------------------------------------

/**
 * The signed-in user of a Bearer token, or the 401 to answer. Only a session signs in here: a
 * PAT or named token is refused before it is looked up (401 `session_required`), as the server
 * refuses one on the account calls.
 */
export function authenticate(ctx: SimulatedContext, state: SimulatedState, token: string | null | undefined): SimulatedUser | Answer {
  if (!token || token === SESSION_MARKER) return fail(401, ERROR_CODES.unauthorized, SIMULATED_ERRORS.authRequired);
  if (PAT_PATTERN.test(token)) return fail(401, SESSION_REQUIRED, SIMULATED_ERRORS.authRequired);
  const session = state.sessions[token];
  if (!session || Date.now() > session.expires_at) {
    if (session) {
      delete state.sessions[token];
      ctx.store.write(state);
    }
    return fail(401, ERROR_CODES.invalidToken, SIMULATED_ERRORS.invalidToken);
  }
  const user = state.users[session.email];
  if (!user) return fail(401, ERROR_CODES.invalidToken, SIMULATED_ERRORS.invalidToken);
  const now = Date.now();
  if (session.last_seen_at === undefined || now - session.last_seen_at >= LAST_SEEN_EVERY_MS) {
    session.last_seen_at = now;
    try {
      ctx.store.write(state);
    } catch {
      /* a full storage: the call itself may still answer */
    }
  }
  return user;
}

/** The signed-in user of a public call: a missing, bad or stale token reads as anonymous. */
export function viewerOf(state: SimulatedState, token: string | null | undefined): SimulatedUser | null {
  const session = token ? state.sessions[token] : undefined;
  if (!session || Date.now() > session.expires_at) return null;
  return state.users[session.email] ?? null;
}

/** The 403 for a session without a recent password proof (as the API answers), or null. */
export function staleProof(state: SimulatedState, token: string | null | undefined): Answer | null {
  const provedAt = (token && state.sessions[token]?.authenticated_at) || 0;
  return Date.now() - provedAt > REAUTH_WINDOW_MS ? fail(403, ERROR_CODES.reauthRequired, API_MESSAGES.reauthRequired) : null;
}

/** Signs the user out everywhere, but for the session `keep`. */
export function endSessions(state: SimulatedState, user: SimulatedUser, keep?: string | null): void {
  for (const [token, session] of Object.entries(state.sessions)) {
    if (token !== keep && session.email === emailKey(user.email)) delete state.sessions[token];
  }
}

/** A signed-in call: the 401, else the handler with the caller. */
export const signedIn =
  (ctx: SimulatedContext, handle: (user: SimulatedUser, request: RouteRequest, state: SimulatedState) => Answer): Handler =>
  (request, state) => {
    const user = authenticate(ctx, state, request.token);
    return isAnswer(user) ? user : handle(user, request, state);
  };

/** A signed-in call with a body: the 401, then the 400, as the server answers. */
export const signedInWith =
  <T>(
    ctx: SimulatedContext,
    schema: z.ZodMiniType<T>,
    handle: (user: SimulatedUser, data: T, request: RouteRequest, state: SimulatedState) => Answer,
  ): Handler =>
  (request, state) => {
    const user = authenticate(ctx, state, request.token);
    if (isAnswer(user)) return user;
    const input = parse(schema, request.body);
    return 'answer' in input ? input.answer : handle(user, input.data, request, state);
  };

/** A public call with a query read by `schema`: the 400, else the handler. */
export const withQuery =
  <T>(schema: z.ZodMiniType<T>, handle: (data: T, request: RouteRequest, state: SimulatedState) => Answer): Handler =>
  (request, state) => {
    const input = parse(schema, request.query ?? {});
    return 'answer' in input ? input.answer : handle(input.data, request, state);
  };

// --- Agents ----------------------------------------------------------------------------------------

/** A missing agent: the caller's 404 (no simulated data, so a real 404's fallback shows no badge). */
export const agentNotFound = (): Answer => ({ ...fail(404, ERROR_CODES.notFound, INLINE_MESSAGES.agentNotFound), simulated: false });
export const versionNotFound = (): Answer => fail(404, ERROR_CODES.notFound, AGENT_API_MESSAGES.versionNotFound);

/** Every agent the caller may list: what was published here, then the dataset's. */
export const visibleAgents = (ctx: SimulatedContext, state: SimulatedState, token: string | null | undefined) =>
  catalogue(state, ctx.builtIn, viewerOf(state, token)?.id ?? null);

/** The agent `ref` names, if the caller may see it. */
export const agentFor = (ctx: SimulatedContext, state: SimulatedState, ref: string, token: string | null | undefined) =>
  findAgent(state, ctx.builtIn, ref, viewerOf(state, token)?.id ?? null);

/** The user's own agents, the dataset's among them. */
export const ownAgents = (ctx: SimulatedContext, state: SimulatedState, user: SimulatedUser) =>
  catalogue(state, ctx.builtIn, user.id).filter((agent) => agent.owner_id === user.id);

/** The agent `ref` names if `user` may change it; else the 404 (missing, or someone's private one) or 403. */
export function owned(ctx: SimulatedContext, state: SimulatedState, ref: string, user: SimulatedUser): CatalogueEntry | Answer {
  const entry = findAgent(state, ctx.builtIn, ref, user.id);
  if (!entry) return agentNotFound();
  // The samples are nobody's: no one may change them. An organisation's agent is its members' to change.
  const mine = entry.agent.owner_id === user.id || orgRoleIn(state, user, entry.agent.namespace) !== null;
  if (entry.sample || !mine) return fail(403, ERROR_CODES.forbidden, AGENT_API_MESSAGES.ownAgentsOnly);
  return entry;
}

/** The user as the auth calls show them. */
export function publicUser(user: SimulatedUser) {
  return {
    id: user.id,
    user_id: user.id,
    email: user.email,
    name: user.name,
    full_name: user.name,
    username: usernameFromEmail(user.email),
    confirmed: user.confirmed,
    created_at: user.created_at,
  };
}
