// What a simulated backend starts with: the catalogue (agents, the versions they published,
// frameworks) and the accounts already there. The built-in samples are one dataset
// (SAMPLE_DATASET); a story or a test builds its own and meets it through the same routes.
import { stringify } from 'yaml';
import { CODE_TTL_MS, SESSION_TTL_MS } from '../contract/constants';
import type { Agent, Framework } from '../contract/entities';
import type { SessionPlace } from '../contract/schemas';
import type { AgentImage } from '../contract/publishing';
import { AGENT_API_VERSION, agentRef, pullCommand, toAgentSlug, type AgentRuntime } from '../contract/publishRules';
import type { SimulatedEmailKind } from './mail';
import { simulatedDevice } from './security';
import { sha256Hex } from './sha256';
import { defaultPreferences, emptyProfile, emptyState, type SimulatedState, type SimulatedUser, type SimulatedVersion } from './store';

/** One published version of a dataset agent. */
export interface DatasetRelease {
  version: string;
  published_at: string;
  changelog: string;
  /** The agent's download_count is the sum over its versions. */
  download_count: number;
  yank_reason?: string;
  yanked_at?: string;
  /** The container image pushed for the version; absent or null: none was pushed. */
  image?: AgentImage | null;
}

/** What an agent's agent.yaml says it runs on, and the versions it published, oldest first. */
export interface DatasetAgentSpec {
  runtime: AgentRuntime;
  model: { provider: string; name: string };
  releases: DatasetRelease[];
}

/** A session open from the start (see DatasetUser.sessions). */
export interface DatasetSession {
  token: string;
  authenticated_at?: number;
  device?: string;
  place?: SessionPlace;
  last_seen_at?: number;
}

/** An account the backend starts with (the demo account is always there as well). */
export interface DatasetUser extends Pick<SimulatedUser, 'id' | 'email' | 'name' | 'password'> {
  /** Default true. An unconfirmed account was mailed a confirmation code when it signed up. */
  confirmed?: boolean;
  created_at?: string;
  profile?: SimulatedUser['profile'];
  preferences?: SimulatedUser['preferences'];
  pat?: SimulatedUser['pat'];
  /**
   * Sessions open from the start (a browser that stored the token), each with when it last proved
   * the password (epoch ms; default: at the start, so it may manage tokens at once). A session of
   * another device names it, where it signed in from and when it was last used (epoch ms);
   * by default it is this browser's, seen at the start, from no known place.
   */
  sessions?: readonly DatasetSession[];
}

export interface SimulatedDataset {
  /** Listed to everyone besides what is published in the backend; no one may change them. */
  agents: readonly Agent[];
  /** By agent id. An agent without one published its current_version only, a Python agent. */
  specs?: Readonly<Record<string, DatasetAgentSpec>>;
  frameworks: readonly Framework[];
  users?: readonly DatasetUser[];
}

/** The dataset's agents as the backend serves them, each with its versions. */
export interface BuiltInAgents {
  readonly agents: readonly Agent[];
  /** The agent's published versions, oldest first (fresh copies). */
  versionsOf(agent: Agent): SimulatedVersion[];
}

const DEFAULT_RUNTIME = { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } } as const;

/** A spec for an agent the dataset says nothing more of: its current version, published once. */
function currentVersionOnly(agent: Agent): DatasetAgentSpec {
  const release: DatasetRelease = {
    version: agent.current_version || '1.0.0',
    published_at: agent.updated_at ?? agent.created_at ?? '2025-01-01T00:00:00.000Z',
    changelog: 'First release.',
    download_count: agent.download_count ?? 0,
  };
  return { ...DEFAULT_RUNTIME, model: { ...DEFAULT_RUNTIME.model }, releases: [release] };
}

/** The agent.yaml an agent published for `version`. */
function agentYaml(agent: Agent, spec: DatasetAgentSpec, version: string): string {
  return stringify(
    {
      apiVersion: AGENT_API_VERSION,
      kind: 'Agent',
      metadata: {
        name: agent.slug ?? toAgentSlug(agent.name),
        displayName: agent.name,
        version,
        description: agent.description,
        tags: agent.tags ?? [],
      },
      spec: { runtime: spec.runtime, model: spec.model, capabilities: agent.tags ?? [] },
    },
    { lineWidth: 0 },
  );
}

/** The README of an agent: what it does, how to pull it, what it runs on. */
function readmeOf(agent: Agent, spec: DatasetAgentSpec): string {
  const lines = [
    `# ${agent.name}`,
    '',
    agent.description ?? '',
    '',
    '## Install',
    '',
    '```sh',
    pullCommand(agentRef(agent) ?? agent.id),
    '```',
    '',
    '## What it does',
    '',
    ...(agent.tags ?? []).map((tag) => `- ${tag}`),
    '',
    '## Runs on',
    '',
    `The ${spec.runtime} runtime, with ${spec.model.provider} \`${spec.model.name}\`.`,
  ];
  if (agent.repository_url) lines.push('', `Source: ${agent.repository_url}`);
  return `${lines.join('\n')}\n`;
}

function versionsFromSpec(agent: Agent, spec: DatasetAgentSpec): SimulatedVersion[] {
  const readme = readmeOf(agent, spec);
  return spec.releases.map((release) => {
    const yaml = agentYaml(agent, spec, release.version);
    return {
      version: release.version,
      digest: sha256Hex(yaml),
      changelog: release.changelog,
      published_at: release.published_at,
      published_by: agent.namespace ?? null,
      download_count: release.download_count,
      yanked: release.yank_reason !== undefined,
      yank_reason: release.yank_reason ?? null,
      yanked_at: release.yanked_at ?? null,
      agent_yaml: yaml,
      readme,
      image: release.image ? { ...release.image, platforms: [...release.image.platforms] } : null,
    };
  });
}

/** The dataset's agents with their versions, each worked out on first use (YAML and digests cost). */
export function builtInAgents(dataset: Pick<SimulatedDataset, 'agents' | 'specs'>): BuiltInAgents {
  const known = new Map<string, SimulatedVersion[]>();
  return {
    agents: dataset.agents,
    versionsOf(agent) {
      let versions = known.get(agent.id);
      if (!versions) {
        versions = versionsFromSpec(agent, dataset.specs?.[agent.id] ?? currentVersionOnly(agent));
        known.set(agent.id, versions);
      }
      return versions.map((version) => ({ ...version }));
    },
  };
}

/**
 * The state a backend starts from with `dataset`: its accounts, their open sessions, and the
 * confirmation code each unconfirmed one was mailed (made by `newCode`).
 */
export function datasetState(dataset: SimulatedDataset, newCode: (kind: SimulatedEmailKind) => string, now = Date.now()): SimulatedState {
  const state = emptyState();
  for (const { sessions = [], confirmed = true, ...account } of dataset.users ?? []) {
    const email = account.email.trim().toLowerCase();
    // Copies: the backend changes its accounts in place, never the dataset.
    state.users[email] = {
      id: account.id,
      email: account.email,
      name: account.name,
      password: account.password,
      confirmed,
      created_at: account.created_at ?? new Date(now).toISOString(),
      profile: structuredClone(account.profile ?? emptyProfile()),
      preferences: structuredClone(account.preferences ?? defaultPreferences()),
      pat: account.pat ? { ...account.pat } : null,
    };
    for (const { token, authenticated_at = now, device, place, last_seen_at = now } of sessions) {
      state.sessions[token] = {
        email,
        expires_at: now + SESSION_TTL_MS,
        authenticated_at,
        created_at: Math.min(now, last_seen_at),
        last_seen_at,
        device: device ?? simulatedDevice(),
        place: place ?? null,
      };
    }
    if (!confirmed) state.codes[`confirmation:${email}`] = { code: newCode('confirmation'), expires_at: now + CODE_TTL_MS, attempts: 0 };
  }
  return state;
}
