// Paths of the publishing screens (apart from paths.ts, which the first bundle carries).
import { agentRef } from '@agent-registry/api-client/rules';
import { agentPath } from './paths';

/** /agents/{owner}/{name} when the agent has a ref, else /agents/{id}; optionally pinned to a version. */
export function agentRefPath(agent: { id: string; namespace?: string | null; slug?: string | null }, version?: string): string {
  const ref = agentRef(agent);
  const base = ref ? `/agents/${ref.split('/').map(encodeURIComponent).join('/')}` : agentPath(agent.id);
  return version ? `${base}?version=${encodeURIComponent(version)}` : base;
}

/** /create-agent: a new agent; with an agent, a new version of it. */
export function publishPath(agent?: { id: string }): string {
  return agent ? `/create-agent?agent=${encodeURIComponent(agent.id)}` : '/create-agent';
}
