import { agentRef } from '@agent-registry/api-client/rules';

/** /search?q={text}, URL-encoded (spec section 2). */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** /agents?tag={tag}: the agents list filtered by one tag. */
export function tagPath(tag: string): string {
  return `/agents?tag=${encodeURIComponent(tag)}`;
}

/** /agents/{id}, the id URL-encoded. */
export function agentPath(id: string): string {
  return `/agents/${encodeURIComponent(id)}`;
}

/** /agents/{owner}/{name} when the agent has a ref, else /agents/{id}; optionally pinned to a version. */
export function agentRefPath(agent: { id: string; namespace?: string | null; slug?: string | null }, version?: string): string {
  const ref = agentRef(agent);
  const base = ref ? `/agents/${ref.split('/').map(encodeURIComponent).join('/')}` : agentPath(agent.id);
  return version ? `${base}?version=${encodeURIComponent(version)}` : base;
}

/** /publish: a new agent; with an agent, a new version of it. */
export function publishPath(agent?: { id: string }): string {
  return agent ? `/publish?agent=${encodeURIComponent(agent.id)}` : '/publish';
}
