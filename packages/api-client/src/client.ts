// createApiClient: the resources on the real transport, each wrapped with the simulated
// fallback, plus the session (stored on sign-in, cleared on sign-out and on 401).
import { SESSION_MARKER } from './contract/constants';
import { createAuthResource, type AuthResource } from './resources/auth';
import { createAgentsResource, type AgentsResource } from './resources/agents';
import { createFrameworksResource, type FrameworksResource } from './resources/frameworks';
import { createModerationResource, type ModerationResource } from './resources/moderation';
import { createOrgsResource, type OrgsResource } from './resources/orgs';
import { createUsersResource, type UsersResource } from './resources/users';
import { createSessionStore, resolveStorage, type KeyValueStorage, type SessionStore } from './session';
import { createSimulatedAdapter, type SimulatedDelays } from './simulated/adapter';
import type { SimulatedBackend } from './simulated/backend';
import { onAnyFailure, whenUnavailable, withFallback } from './simulated/fallback';
import { createMockMode, mockMode, type MockMode } from './simulated/mock-mode';
import { createSimulatedStore } from './simulated/store';
import { isSimulatedToken } from './simulated/token';
import { createHttp, type ApiHooks, type Http } from './transport/http';
import type { AxiosLikeInstance } from './transport/axios';
import { loadChecks } from './resources/load';
import { isApiError } from './errors';

export interface ApiClientOptions extends ApiHooks {
  /** API base URL; default '/api'. */
  baseURL?: string | undefined;
  /** Request timeout; default 10 000 ms. */
  timeoutMs?: number | undefined;
  /**
   * A credential sent as `Authorization: Bearer …` when no session is stored: a personal access
   * token, or a function returning the current one.
   */
  token?: string | (() => string | null | undefined) | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** The `fetch` to send with; default the global one (a server app may pass one with a proxy). */
  fetch?: typeof fetch | undefined;
  /**
   * An axios instance (axios 1.x, e.g. `axios.create({ … })`) to send with instead of `fetch`: its
   * request and response interceptors run for every call. axios is an optional peer dependency;
   * the client never imports it, and the few lines that drive it load only when one is passed.
   * Its `baseURL` applies when `baseURL` is not given.
   */
  axios?: AxiosLikeInstance | undefined;
  /**
   * How many times a read (GET) is tried again after no answer, a timeout, a 429 or a 502/503/504,
   * waiting Retry-After when given, else 250 ms doubling; default 0.
   */
  maxRetries?: number | undefined;
  /**
   * 'auto' (default): the simulated backend answers when no server does; 'never': every failure
   * reaches the caller (same as `simulated: false`); 'always': no network at all, every call is
   * answered by the simulated backend (demos, tests, a design review without a server).
   */
  mock?: 'auto' | 'always' | 'never' | undefined;
  /** Where auth_user, auth_token and the simulated backend live; default localStorage. */
  storage?: KeyValueStorage | undefined;
  /**
   * The simulated backend used when no server answers. Pass delays (e.g. `{ delayMs: 0 }` in
   * tests and stories), or `false` to let every failure reach the caller.
   */
  simulated?: SimulatedDelays | false | undefined;
}

export interface ApiClient {
  auth: AuthResource;
  users: UsersResource;
  agents: AgentsResource;
  frameworks: FrameworksResource;
  /** Reports, takedowns (operators) and deleting one's account. */
  moderation: ModerationResource;
  /** Organisations, their members and invitations, namespace pages and agent transfers. */
  orgs: OrgsResource;
  /** auth_user / auth_token: read, clear, subscribe (useSyncExternalStore-ready). */
  session: SessionStore;
  /** Set or replace onUnauthorized / onError, e.g. once the router exists. */
  setHooks(hooks: ApiHooks): void;
  /** The transport of the real API, for a call the resources do not cover (its errors are ApiErrors). */
  http: Http;
  /**
   * The in-browser backend, or null when disabled (stories may `reset()` it). Its code loads with
   * the first simulated call (or `loadSimulatedBackend()`): `store` and `reset()` work at once,
   * `handle()` once it has loaded.
   */
  simulatedBackend: SimulatedBackend | null;
  /** Loads the simulated backend now (null when disabled); it otherwise loads on first need. */
  loadSimulatedBackend(): Promise<SimulatedBackend | null>;
  /**
   * Whether this client's answers come from its simulated backend (for a 'Mock API Mode' badge):
   * `useSyncExternalStore(api.mockMode.subscribe, api.mockMode.get)`. Only this client sets it;
   * `set(false)` after the server is back (or in tests).
   */
  mockMode: MockMode;
}

/** The agents calls that change something: they fall back like the auth and users calls. */
const AGENT_WRITES = new Set<keyof AgentsResource>([
  'create',
  'update',
  'remove',
  'publish',
  'yank',
  'unyank',
  'deprecate',
  'undeprecate',
  'star',
  'unstar',
]);

/** The caller's own stars: like the account calls, no sample can stand in for a real answer. */
const AGENT_ACCOUNT_READS = new Set<keyof AgentsResource>(['starStatus', 'starred']);

/** Stores the session on sign-in, updates it on a name change, clears it on sign-out. */
function withSession(auth: AuthResource, session: SessionStore): AuthResource {
  return {
    ...auth,
    async login(input) {
      const result = await auth.login(input);
      if (result.success && result.user) session.save(result.user, result.token || SESSION_MARKER);
      return result;
    },
    async updateProfile(input) {
      const result = await auth.updateProfile(input);
      if (result.success && result.user) session.setUser(result.user);
      return result;
    },
    async logout() {
      // Sign-out always ends the local session, even when the server call fails.
      try {
        return await auth.logout();
      } catch (error) {
        return {
          success: false,
          error: isApiError(error) ? error.code : undefined,
          message: error instanceof Error ? error.message : String(error),
        };
      } finally {
        session.clear();
      }
    },
  };
}

function buildResources(http: Http) {
  return {
    auth: createAuthResource(http),
    users: createUsersResource(http),
    agents: createAgentsResource(http),
    frameworks: createFrameworksResource(http),
    moderation: createModerationResource(http),
    orgs: createOrgsResource(http),
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // The contract's schemas (and zod/mini) check every call: fetch them now, beside the page's
  // first work, so the first call rarely waits for them (a failure is retried by that call).
  loadChecks().catch(() => undefined);
  const clientMockMode = createMockMode();
  const storage = resolveStorage(options.storage);
  const session = createSessionStore(storage);
  // One hooks object shared by both transports, so setHooks reaches both.
  const hooks: ApiHooks = { onUnauthorized: options.onUnauthorized, onError: options.onError };
  const realHttp = createHttp({
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    session,
    hooks,
    token: options.token,
    headers: options.headers,
    fetch: options.fetch,
    axios: options.axios,
    maxRetries: options.maxRetries,
  });
  const real = buildResources(realHttp);
  // What every kind of client answers the same way (hooks are one object shared by both transports).
  const common = { session, setHooks: realHttp.setHooks, http: realHttp, mockMode: clientMockMode };

  if (options.simulated === false || options.mock === 'never') {
    return {
      ...real,
      ...common,
      auth: withSession(real.auth, session),
      simulatedBackend: null,
      loadSimulatedBackend: async () => null,
    };
  }

  // The backend (its routes, sample agents and the contract's request schemas) is only needed
  // when no server answers, so its code is fetched then, not with the page.
  let loaded: SimulatedBackend | null = null;
  let loading: Promise<SimulatedBackend> | null = null;
  const loadSimulatedBackend = () =>
    (loading ??= import('./simulated/backend').then(({ createSimulatedBackend }) => {
      // With no network at all there is no failure to fall back from: show sample frameworks.
      loaded = createSimulatedBackend({ storage, frameworks: options.mock === 'always' });
      return loaded;
    }));
  // Both read and write the same storage, so the store needs no backend code.
  const store = createSimulatedStore(storage);
  const simulatedBackend: SimulatedBackend = {
    store,
    reset: () => store.reset(),
    handle(request) {
      if (!loaded) throw new Error('The simulated backend has not loaded yet: await client.loadSimulatedBackend()');
      return loaded.handle(request);
    },
  };
  // This client's flag, and the package-wide one that reports any client.
  const turnOnMockMode = () => {
    clientMockMode.set(true);
    mockMode.set(true);
  };
  const simulatedHttp = createHttp({
    baseURL: realHttp.baseURL,
    session,
    hooks,
    // A real server's session survives an outage: the simulated backend cannot judge its token.
    ownsSession: (token) => !token || isSimulatedToken(token),
    adapter: createSimulatedAdapter(loadSimulatedBackend, {
      ...options.simulated,
      onSimulatedAnswer: turnOnMockMode,
    }),
  });
  const simulated = buildResources(simulatedHttp);

  if (options.mock === 'always') {
    return { ...simulated, ...common, auth: withSession(simulated.auth, session), simulatedBackend, loadSimulatedBackend };
  }

  return {
    // Account calls (sessions, profile, the PAT and named tokens), reads and writes alike, are
    // redone on the simulated backend only when no server answered: a real 401, 403 or 409 is the
    // caller's, and the simulated backend knows nothing of a real account's tokens or sessions.
    auth: withSession(withFallback(real.auth, simulated.auth, whenUnavailable, turnOnMockMode), session),
    users: withFallback(real.users, simulated.users, whenUnavailable, turnOnMockMode),
    agents: withFallback(
      real.agents,
      simulated.agents,
      // Reads answer from the samples after any failure; a write (a star too) or the caller's own
      // stars only when no server answered (a real 409 or 403, say the read-only demo account's
      // star, is the caller's, not something to redo on the simulated backend).
      (error, method) => (AGENT_WRITES.has(method) || AGENT_ACCOUNT_READS.has(method) ? whenUnavailable(error) : onAnyFailure(error)),
      turnOnMockMode,
    ),
    frameworks: withFallback(
      real.frameworks,
      simulated.frameworks,
      // Only the list has a fallback (empty data with 'Failed to fetch frameworks').
      (error, method) => method === 'list' && onAnyFailure(error),
      turnOnMockMode,
    ),
    // Every one is a write or an operator's read: redone only when no server answered.
    moderation: withFallback(real.moderation, simulated.moderation, whenUnavailable, turnOnMockMode),
    // A real 404 or 403 is the caller's: the simulated backend answers only when no server did.
    orgs: withFallback(real.orgs, simulated.orgs, whenUnavailable, turnOnMockMode),
    ...common,
    simulatedBackend,
    loadSimulatedBackend,
  };
}
