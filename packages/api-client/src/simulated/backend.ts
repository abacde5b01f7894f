// The in-browser backend: answers the routes of the contract's table (API_ROUTES) the way the real
// server does, with data kept in browser storage. It is synchronous and knows nothing of the
// network; the adapter (adapter.ts) adds the call delays and plugs it in as the transport.
//
// One file per resource under routes/, as the server has one service per resource; what they
// share (the store, the dataset, who is calling, the agent lookups) is in context.ts.
import { ERROR_CODES } from '../contract/messages';
import { createMemoryStorage } from '../session';
import { fail, randomCode, randomHex, type SimulatedRequest, type SimulatedResponse } from './answers';
import { createContext, type SimulatedBackendOptions, type SimulatedSecrets } from './context';
import { datasetState } from './dataset';
import { simulatedMail } from './mail';
import { agentRoutes } from './routes/agents';
import { authRoutes } from './routes/auth';
import { engagementRoutes } from './routes/engagement';
import { frameworkRoutes } from './routes/frameworks';
import { moderationRoutes } from './routes/moderation';
import { orgRoutes } from './routes/orgs';
import { searchRoutes } from './routes/search';
import { sessionRoutes } from './routes/sessions';
import { matchRoute, type RouteTable } from './routes/table';
import { tokenRoutes } from './routes/tokens';
import { userRoutes } from './routes/users';
import { versionRoutes } from './routes/versions';
import { SAMPLE_DATASET } from './sample-agents';
import { SIMULATED_TOKEN_PREFIX } from './token';
import { createSimulatedStore, type SimulatedStore } from './store';

export type { SimulatedRequest, SimulatedResponse } from './answers';
export { randomCode, randomHex, randomUuid } from './answers';
export type { SimulatedBackendOptions, SimulatedSecrets } from './context';
export { SIMULATED_TOKEN_PREFIX, isSimulatedToken } from './token';

export interface SimulatedBackend {
  handle(request: SimulatedRequest): SimulatedResponse;
  /** Forget every change since the start: back to the dataset (and the demo account). */
  reset(): void;
  readonly store: SimulatedStore;
}

export function createSimulatedBackend(options: SimulatedBackendOptions = {}): SimulatedBackend {
  const dataset = options.dataset ?? SAMPLE_DATASET;
  const secrets: SimulatedSecrets = {
    sessionToken: () => SIMULATED_TOKEN_PREFIX + randomHex(32),
    code: randomCode,
    apiToken: () => randomHex(32),
    ...options.secrets,
  };
  const store = createSimulatedStore(options.storage ?? createMemoryStorage(), () => datasetState(dataset, secrets.code));
  const ctx = createContext(options, { dataset, store, secrets, sendMail: options.sendMail ?? simulatedMail.send });

  // Every route of the contract, by name: one missing here is a type error.
  const routes: RouteTable = {
    ...authRoutes(ctx),
    ...sessionRoutes(ctx),
    ...userRoutes(ctx),
    ...tokenRoutes(ctx),
    ...engagementRoutes(ctx),
    ...agentRoutes(ctx),
    ...searchRoutes(ctx),
    ...versionRoutes(ctx),
    ...frameworkRoutes(ctx),
    ...moderationRoutes(ctx),
    ...orgRoutes(ctx),
  };

  return {
    store,
    reset: () => store.reset(),
    handle(request) {
      const method = request.method.toUpperCase();
      const matched = matchRoute(method, request.path);
      if (!matched) {
        return { ...fail(404, ERROR_CODES.notFound, `The simulated backend has no ${method} ${request.path}`), simulated: false };
      }
      return routes[matched.name]({ ...request, method, params: matched.params }, store.read());
    },
  };
}
