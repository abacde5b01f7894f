// The publishing calls of AgentsResource, loaded on their first use so the client a visitor's
// first page loads does not carry them (see createAgentsResource).
import { normalizeAgent } from '../contract/normalize';
import { ValidationError } from '../errors';
import type { Http, RequestConfig } from '../transport/http';
import { AgentAnswerParser } from '../wire/parsers';
import * as checks from '../wire/publishing';
import { parseInput, parseInputWith } from './input';
import type { PublishingCalls } from './publishingCalls';

type Query = Record<string, string | number | boolean>;


/** The path of one agent: its id or 'owner/name', encoded so the slash stays in one segment. */
function agentPath(id: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new ValidationError('An agent id is required', { fields: { id: 'An agent id is required' } });
  }
  return `/agents/${encodeURIComponent(id.trim())}`;
}

/** The path of one version of an agent. */
function versionPath(id: string, version: string): string {
  const path = agentPath(id);
  const params = parseInput(checks.VersionParamsParser, { id, version });
  return `${path}/versions/${encodeURIComponent(params.version)}`;
}

export function createPublishingCalls(http: Http): PublishingCalls {
  /** A write answering the agent (or a `{ data: agent }` envelope), normalised. */
  const agentCall = async (config: RequestConfig) => {
    const answer = await http.request(config, AgentAnswerParser);
    return normalizeAgent('data' in answer ? answer.data : answer);
  };

  return {
    async create(input, options) {
      const data = await parseInputWith('AgentCreateSchema', input);
      return agentCall({ method: 'POST', url: '/agents', data, signal: options?.signal });
    },
    async update(id, input, options) {
      const url = agentPath(id);
      const data = await parseInputWith('AgentUpdateSchema', input);
      return agentCall({ method: 'PUT', url, data, signal: options?.signal });
    },
    async remove(id, options) {
      const url = agentPath(id);
      return http.request({ method: 'DELETE', url, signal: options?.signal }, checks.AgentDeleteParser);
    },
    async publish(id, input, options) {
      const url = `${agentPath(id)}/versions`;
      const data = await parseInputWith('AgentPublishSchema', input);
      return http.request({ method: 'POST', url, data, signal: options?.signal }, checks.AgentVersionParser);
    },
    async versions(id, options) {
      const url = `${agentPath(id)}/versions`;
      return http.request({ method: 'GET', url, signal: options?.signal }, checks.AgentVersionListParser);
    },
    async version(id, version, options) {
      return http.request({ method: 'GET', url: versionPath(id, version), signal: options?.signal }, checks.AgentVersionParser);
    },
    async yank(id, version, reason, options) {
      const url = `${versionPath(id, version)}/yank`;
      const data = parseInput(checks.AgentYankParser, { reason });
      return http.request({ method: 'POST', url, data, signal: options?.signal }, checks.AgentVersionParser);
    },
    async unyank(id, version, options) {
      const url = `${versionPath(id, version)}/yank`;
      return http.request({ method: 'DELETE', url, signal: options?.signal }, checks.AgentVersionParser);
    },
    async deprecate(id, message, options) {
      const url = `${agentPath(id)}/deprecate`;
      const data = parseInput(checks.AgentDeprecateParser, { message });
      return agentCall({ method: 'POST', url, data, signal: options?.signal });
    },
    async undeprecate(id, options) {
      return agentCall({ method: 'DELETE', url: `${agentPath(id)}/deprecate`, signal: options?.signal });
    },
    async download(id, options) {
      const url = `${agentPath(id)}/download`;
      const query: Query = {};
      // '', null and undefined mean the current version.
      if (options?.version != null && options.version !== '') query.version = options.version;
      const { version } = parseInput(checks.AgentDownloadQueryParser, query);
      return http.request({ method: 'GET', url, params: version ? { version } : {}, signal: options?.signal }, checks.AgentManifestParser);
    },
  };
}
