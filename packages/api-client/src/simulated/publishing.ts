// Publishing in the simulated backend, the parts that are not routes: reading an agent.yaml (the
// contract's reader, which the server publishes with too), finding an agent by id or 'owner/name'
// among the dataset's agents and what was published here, and the version records as the API
// shows them.
import { parseDocument } from 'yaml';
import { isAgentYamlProblem, readAgentYaml, type AgentFileInput, type AgentYamlFile, type AgentYamlProblem } from '../contract/agentYaml';
import type { Agent } from '../contract/entities';
import { currentVersionOf, isPrerelease } from '../contract/publishRules';
import type { AgentVersion } from '../contract/schemas';
import type { BuiltInAgents } from './dataset';
import type { SimulatedState, SimulatedVersion } from './store';

/** An agent.yaml that passed: its exact text, the parsed document and what its metadata says. */
export type AgentFile = AgentYamlFile;

/**
 * The agent.yaml of a create or publish, as the server reads it: `agent_yaml` as sent (published
 * byte for byte), or `manifest` completed with apiVersion, kind and `metadata` defaults, written
 * out as YAML. Either way the text is parsed back and checked with the CLI's rules.
 */
export const readAgentFile = (body: AgentFileInput, metadata: Record<string, unknown> = {}): AgentFile | AgentYamlProblem =>
  readAgentYaml(body, { metadata });

export const isProblem = (value: AgentFile | AgentYamlProblem): value is AgentYamlProblem => isAgentYamlProblem(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text cut to the agent field's limit; undefined stays undefined. */
export const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.trim().slice(0, max));

/**
 * metadata.tags as agent tags: trimmed, no duplicates. Their limits were checked with the rest of
 * the file (validateAgentManifest): a file over them is refused, never cut, as on the server.
 */
export function metadataTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/** The document of a stored agent.yaml (it passed when published). */
export function manifestOf(text: string): Record<string, unknown> {
  const doc: unknown = parseDocument(text).toJS();
  return isRecord(doc) ? doc : {};
}

/** One version as the API shows it: with its agent.yaml and README only when asked for. */
export function versionJson(version: SimulatedVersion, full = false): AgentVersion {
  const { agent_yaml, readme, ...summary } = version;
  // No operator takes a version down here: `takedown` is always null, as the server answers it.
  const json: AgentVersion = { takedown: null, ...summary, prerelease: isPrerelease(version.version) };
  if (full) Object.assign(json, { agent_yaml, readme });
  return json;
}

/** An agent of the simulated catalogue: one of the dataset's (read-only) or one published here. */
export interface CatalogueEntry {
  agent: Agent;
  versions: SimulatedVersion[];
  sample: boolean;
}

const sampleKey = (agent: Agent, version: string) => `${agent.id}@${version}`;

/** A dataset agent with the downloads counted in this backend added. */
function withDownloadsHere(state: SimulatedState, sample: Agent): Agent {
  const prefix = sampleKey(sample, '');
  let extra = 0;
  for (const [key, count] of Object.entries(state.sample_downloads)) if (key.startsWith(prefix)) extra += count;
  return extra ? { ...sample, download_count: (sample.download_count ?? 0) + extra } : sample;
}

/** A dataset agent with its versions, the downloads counted in this backend added. */
function sampleEntry(state: SimulatedState, builtIn: BuiltInAgents, sample: Agent): CatalogueEntry {
  const versions = builtIn.versionsOf(sample).map((v) => ({
    ...v,
    download_count: v.download_count + (state.sample_downloads[sampleKey(sample, v.version)] ?? 0),
  }));
  return { agent: withDownloadsHere(state, sample), versions, sample: true };
}

const visibleTo = (agent: Agent, viewerId: string | null) =>
  agent.visibility !== 'private' || (viewerId !== null && agent.owner_id === viewerId);

/**
 * The agent `ref` names (its id, or 'owner/name' in any case) if the viewer may see it: a private
 * agent is only its owner's (anyone else gets the 404 of a missing one).
 */
export function findAgent(state: SimulatedState, builtIn: BuiltInAgents, ref: string, viewerId: string | null): CatalogueEntry | undefined {
  const lower = ref.toLowerCase();
  const matches = (agent: Agent) => agent.id === ref || `${agent.namespace}/${agent.slug}`.toLowerCase() === lower;
  // An old 'owner/name' of a transferred agent leads to it.
  const aliased = state.agent_aliases?.[lower];
  const stored = Object.values(state.agents).find((entry) => matches(entry.agent) || entry.agent.id === aliased);
  if (stored) return visibleTo(stored.agent, viewerId) ? { ...stored, sample: false } : undefined;
  const sample = builtIn.agents.find(matches);
  return sample && visibleTo(sample, viewerId) ? sampleEntry(state, builtIn, sample) : undefined;
}

/** Every agent the viewer may list: what was published here (newest first), then the dataset's. */
export function catalogue(state: SimulatedState, builtIn: BuiltInAgents, viewerId: string | null): Agent[] {
  const published = Object.values(state.agents)
    .map((entry) => entry.agent)
    .filter((agent) => visibleTo(agent, viewerId))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  const builtIns = builtIn.agents.filter((agent) => visibleTo(agent, viewerId));
  // The list needs no versions: they are worked out only for an agent's own page.
  return [...published, ...builtIns.map((sample) => withDownloadsHere(state, sample))];
}

/** Counts one download of `version`, on the version and on the agent. */
export function countDownload(state: SimulatedState, entry: CatalogueEntry, version: SimulatedVersion): void {
  if (entry.sample) {
    const key = sampleKey(entry.agent, version.version);
    state.sample_downloads[key] = (state.sample_downloads[key] ?? 0) + 1;
  } else {
    version.download_count += 1;
    entry.agent.download_count = (entry.agent.download_count ?? 0) + 1;
  }
}

/**
 * After a publish or a yank: the agent's current version from its versions (every version yanked,
 * it keeps pointing at the last one, as on the server). With `published`, the agent's description
 * and tags follow that agent.yaml's metadata when it became the current version.
 */
export function refreshCurrentVersion(agent: Agent, versions: SimulatedVersion[], published?: AgentFile): void {
  const current = currentVersionOf(versions);
  agent.updated_at = new Date().toISOString();
  if (!current) return;
  agent.current_version = current;
  if (published?.version !== current) return;
  const description = clip(published.description, 5000);
  const tags = metadataTags(published.tags);
  if (description !== undefined) agent.description = description;
  if (tags !== undefined) agent.tags = tags;
}
