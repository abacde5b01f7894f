// The publishing calls of `api.agents`: an agent is a series of immutable versions of an
// agent.yaml with a README. Every `id` may be the agent's id or its 'owner/name' (sent
// URL-encoded). Input that breaks a contract rule is refused before sending (ValidationError with
// `fields`). The routes and their schemas load with the first of these calls, not with the page.
import type { Agent } from '../contract/entities';
import { normalizeAgent } from '../contract/normalize';
import type {
  AgentCreateInput,
  AgentDeleteResponse,
  AgentManifestResponse,
  AgentPublishInput,
  AgentUpdateInput,
  AgentVersion,
  AgentVersionListResponse,
} from '../contract/schemas';
import type { Http } from '../transport/http';
import { lazyRoutes, type CallOptions, type RouteAnswer } from './input';
import { agentParams } from './paths';

const callPublishing = lazyRoutes(() => import('../contract/publishing').then((m) => m.PUBLISHING_ROUTES));

type AgentAnswer = RouteAnswer<(typeof import('../contract/publishing'))['PUBLISHING_ROUTES']['createAgent']>;

/** The agent of an answer that may come as a `{ data: agent }` envelope. */
const agentOf = (answer: AgentAnswer): Agent => normalizeAgent('data' in answer ? answer.data : answer);

/** The agent and the version of a call on one version (the agent checked first). */
const versionParams = (id: string, version: string) => ({ ...agentParams(id), version });

export function createPublishingCalls(http: Http) {
  return {
    /**
     * POST /agents (signed in): a new agent with its first version, from `agent_yaml` (or
     * `manifest`). The server checks the YAML with `validateAgentManifest`: a 400's `fields` are
     * keyed by agent.yaml path ('spec.model.provider'), a bad YAML's under `agent_yaml` with its
     * line and column. 409 when the caller already has an agent of that metadata.name.
     */
    async create(input: AgentCreateInput, options?: CallOptions): Promise<Agent> {
      return agentOf(await callPublishing(http, (r) => r.createAgent, { body: input, signal: options?.signal }));
    },

    /** PUT /agents/{id} (owner): the agent's metadata; versions are published, never edited. */
    async update(id: string, input: AgentUpdateInput, options?: CallOptions): Promise<Agent> {
      return agentOf(await callPublishing(http, (r) => r.updateAgent, { params: agentParams(id), body: input, signal: options?.signal }));
    },

    /**
     * DELETE /agents/{id} (owner), with every version. A session needs a recent password proof
     * (403 `reauthentication_required`, see `isReauthRequired` and `auth.confirmPassword`).
     */
    async remove(id: string, options?: CallOptions): Promise<AgentDeleteResponse> {
      return callPublishing(http, (r) => r.deleteAgent, { params: agentParams(id), signal: options?.signal });
    },

    /**
     * POST /agents/{id}/versions (owner): a new immutable version. metadata.name must stay the
     * agent's (400), and a version number is published once (409).
     */
    async publish(id: string, input: AgentPublishInput, options?: CallOptions): Promise<AgentVersion> {
      return callPublishing(http, (r) => r.publishVersion, { params: agentParams(id), body: input, signal: options?.signal });
    },

    /** GET /agents/{id}/versions: newest first (without agent.yaml and README), and the current one. */
    async versions(id: string, options?: CallOptions): Promise<AgentVersionListResponse> {
      return callPublishing(http, (r) => r.listVersions, { params: agentParams(id), signal: options?.signal });
    },

    /** GET /agents/{id}/versions/{version}: one version with its agent.yaml and README. */
    async version(id: string, version: string, options?: CallOptions): Promise<AgentVersion> {
      return callPublishing(http, (r) => r.getVersion, { params: versionParams(id, version), signal: options?.signal });
    },

    /**
     * POST /agents/{id}/versions/{version}/yank (owner): installs skip the version (a pinned pull
     * still gets it, flagged); the current version moves to the highest one left.
     */
    async yank(id: string, version: string, reason: string, options?: CallOptions): Promise<AgentVersion> {
      return callPublishing(http, (r) => r.yankVersion, { params: versionParams(id, version), body: { reason }, signal: options?.signal });
    },

    /** DELETE /agents/{id}/versions/{version}/yank (owner): the version counts again. */
    async unyank(id: string, version: string, options?: CallOptions): Promise<AgentVersion> {
      return callPublishing(http, (r) => r.unyankVersion, { params: versionParams(id, version), signal: options?.signal });
    },

    /** POST /agents/{id}/deprecate (owner): `deprecation_message` is shown on the agent. */
    async deprecate(id: string, message: string, options?: CallOptions): Promise<Agent> {
      return agentOf(
        await callPublishing(http, (r) => r.deprecateAgent, { params: agentParams(id), body: { message }, signal: options?.signal }),
      );
    },

    /** DELETE /agents/{id}/deprecate (owner): clears `deprecation_message`. */
    async undeprecate(id: string, options?: CallOptions): Promise<Agent> {
      return agentOf(await callPublishing(http, (r) => r.undeprecateAgent, { params: agentParams(id), signal: options?.signal }));
    },

    /**
     * GET /agents/{id}/download: the agent.yaml as published (with its sha256 `digest`) of
     * `version`, else of the current version; counts a download.
     */
    async download(id: string, options?: CallOptions & { version?: string | null | undefined }): Promise<AgentManifestResponse> {
      // '', null and undefined mean the current version; a version goes out trimmed.
      const version = options?.version;
      const query: Record<string, string> = version != null && version !== '' ? { version: version.trim() } : {};
      return callPublishing(http, (r) => r.downloadAgent, { params: agentParams(id), query, signal: options?.signal });
    },
  };
}
