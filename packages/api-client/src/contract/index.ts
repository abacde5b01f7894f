// @agent-registry/api-client/contract: the shared contract of the registry (spec sections 3, 5,
// 7, 8, 9): constants, messages, the curated frameworks both backends serve, and every request
// and response as a zod/mini schema with the route table, and the agent.yaml reader both backends
// publish with. Depends on zod (and yaml, for the reader) only, so the server, the ui and the app
// can all import it.
export * from './agentMessages';
export * from './agentYaml';
export * from './constants';
export * from './entities';
export * from './inputProblem';
export * from './messages';
export * from './namespaces';
export * from './normalize';
export * from './publishRules';
export * from './ranking';
export * from './sample-frameworks';
export * from './security';
export * from './schemas';
export * from './urls';
export * from './validation';
