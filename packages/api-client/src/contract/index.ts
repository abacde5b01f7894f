// @agent-registry/api-client/contract: the shared contract of the registry (spec sections 3, 5,
// 7, 8, 9): constants, messages, the curated frameworks both backends serve, and every request
// and response as a zod/mini schema with the route table. Depends on zod only, so the server, the
// ui and the app can all import it.
export * from './constants';
export * from './entities';
export * from './messages';
export * from './namespaces';
export * from './normalize';
export * from './publishRules';
export * from './sample-frameworks';
export * from './security';
export * from './schemas';
export * from './urls';
export * from './validation';
