// @agent-registry/api-client/simulated: the in-browser backend the client falls back to, for
// apps and tests that drive it directly (a fixture server, a story's data).
export { createSimulatedBackend, type SimulatedBackend, type SimulatedBackendOptions } from './backend';
export { SAMPLE_AGENTS, listSampleAgents, findSampleAgent } from './sample-agents';
export { SAMPLE_FRAMEWORKS } from './sample-frameworks';
