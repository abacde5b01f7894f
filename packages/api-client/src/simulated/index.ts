// @agent-registry/api-client/simulated: the in-browser backend the client falls back to, for
// apps and tests that drive it directly (a fixture server, a story's data).
export { createSimulatedBackend, type SimulatedBackend, type SimulatedBackendOptions, type SimulatedSecrets } from './backend';
export type { DatasetAgentSpec, DatasetRelease, DatasetSession, DatasetUser, SimulatedDataset } from './dataset';
export { answerHttpRequest } from './http';
export { SAMPLE_AGENTS, SAMPLE_DATASET, listSampleAgents, findSampleAgent } from './sample-agents';
export { SAMPLE_FRAMEWORKS, type SampleFramework } from '../contract/sample-frameworks';
