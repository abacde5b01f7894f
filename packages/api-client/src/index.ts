// @agent-registry/api-client: the typed client of the registry API with its simulated backend.
// The contract's zod-free part (types, constants, messages, normalisers) is re-exported for
// convenience. The schemas live in '@agent-registry/api-client/contract', the form checks that run
// them in '@agent-registry/api-client/rules', and the simulated backend's own API in
// '@agent-registry/api-client/simulated': a page's first JavaScript carries none of them (the
// client loads its checks, and the simulated backend, on first need).
export * from './contract/constants';
export * from './contract/messages';
export * from './contract/normalize';
export * from './contract/publishRules';
export * from './contract/security';
export * from './contract/timings';
export * from './contract/trust';
export * from './contract/urls';
export type * from './contract/entities';
export type * from './contract/schemas';
export type { FieldErrors } from './contract/validation';

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';

// Every export of errors.ts is public: the error classes, their guards and types.
export * from './errors';

export { createMemoryStorage, createSessionStore, type KeyValueStorage, type SessionSnapshot, type SessionStore } from './session';

export {
  asciiJson,
  createHttp,
  fetchTransport,
  toApiError,
  type ApiHooks,
  type Http,
  type HttpOptions,
  type RequestConfig,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport/http';
export type { AxiosLikeInstance, AxiosLikeResponse } from './transport/axios';

export { authFailureMessage, judgeAuthSuccess, type AuthResource, type AuthResult } from './resources/auth';
export type { UsersResource } from './resources/users';
export { buildAgentQuery, type AgentsResource } from './resources/agents';
export { buildFrameworkQuery, type FrameworksResource } from './resources/frameworks';
export type { ModerationResource } from './resources/moderation';
export type { OrgsResource } from './resources/orgs';

export { mockMode, type MockMode } from './simulated/mock-mode';
export { onSimulatedEmail, simulatedMail, type SimulatedEmail, type SimulatedEmailKind, type SimulatedMail } from './simulated/mail';
export type { SimulatedBackend } from './simulated/backend';
export { SIMULATED_STORAGE_KEY } from './simulated/store';
export type { SimulatedDelays } from './simulated/adapter';
export type { Observable } from './simulated/observable';
