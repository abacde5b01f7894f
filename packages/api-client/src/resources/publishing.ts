// The publishing calls of AgentsResource, loaded on their first use so the client a visitor's
// first page loads does not carry them or their schemas (see createAgentsResource).
import { normalizeAgent } from '../contract/normalize';
import { PUBLISHING_ROUTES as ROUTES } from '../contract/versions';
import type { Http } from '../transport/http';
import { callRoute, type CallInput } from './input';
import { agentParams } from './paths';
import type { PublishingCalls } from './publishingCalls';

/** The routes answering the agent (or a `{ data: agent }` envelope). */
type AgentRoute = (typeof ROUTES)['createAgent' | 'updateAgent' | 'deprecateAgent' | 'undeprecateAgent'];

export function createPublishingCalls(http: Http): PublishingCalls {
  /** A write answering the agent, normalised. */
  const agentCall = async (route: AgentRoute, input: CallInput) => {
    const answer = await callRoute(http, route, input);
    return normalizeAgent('data' in answer ? answer.data : answer);
  };
  /** The agent and the version of the calls on one version (the agent checked first). */
  const versionParams = (id: string, version: string) => ({ ...agentParams(id), version });

  return {
    create: (input, options) => agentCall(ROUTES.createAgent, { body: input, signal: options?.signal }),
    update: async (id, input, options) => agentCall(ROUTES.updateAgent, { params: agentParams(id), body: input, signal: options?.signal }),
    remove: async (id, options) => callRoute(http, ROUTES.deleteAgent, { params: agentParams(id), signal: options?.signal }),
    publish: async (id, input, options) =>
      callRoute(http, ROUTES.publishVersion, { params: agentParams(id), body: input, signal: options?.signal }),
    versions: async (id, options) => callRoute(http, ROUTES.listVersions, { params: agentParams(id), signal: options?.signal }),
    version: async (id, version, options) =>
      callRoute(http, ROUTES.getVersion, { params: versionParams(id, version), signal: options?.signal }),
    yank: async (id, version, reason, options) =>
      callRoute(http, ROUTES.yankVersion, { params: versionParams(id, version), body: { reason }, signal: options?.signal }),
    unyank: async (id, version, options) =>
      callRoute(http, ROUTES.unyankVersion, { params: versionParams(id, version), signal: options?.signal }),
    deprecate: async (id, message, options) =>
      agentCall(ROUTES.deprecateAgent, { params: agentParams(id), body: { message }, signal: options?.signal }),
    undeprecate: async (id, options) => agentCall(ROUTES.undeprecateAgent, { params: agentParams(id), signal: options?.signal }),
    async download(id, options) {
      // '', null and undefined mean the current version; a version goes out trimmed.
      const version = options?.version;
      const query: Record<string, string> = version != null && version !== '' ? { version: version.trim() } : {};
      return callRoute(http, ROUTES.downloadAgent, { params: agentParams(id), query, signal: options?.signal });
    },
  };
}
