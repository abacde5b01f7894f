// The published files of the sample agents, made from their seeds: an agent.yaml per version, a
// README, and a short release history (one sample has a yanked version, one a pre-release).
import { AGENT_API_VERSION, SAMPLE_FRAMEWORKS, toAgentSlug } from '@agent-registry/api-client/contract';
import type { Manifest } from '../lib/agentYaml.js';
import type { AgentSeed } from './agents.js';

export const SAMPLE_AUTHOR_NAME = 'Agent Registry Team';

/** Frameworks whose agents are written in TypeScript. */
const NODE_FRAMEWORKS = new Set(['mastra', 'vercel-ai-sdk']);
/** Categories whose agents answer webhooks or a chat widget, and so listen on a port. */
const SERVING_CATEGORIES = new Set(['communication']);

const frameworkNames = new Map(SAMPLE_FRAMEWORKS.map((f) => [f.id, f.name]));

export function seedSlug(seed: AgentSeed): string {
  return toAgentSlug(seed.name);
}

function runtimeOf(seed: AgentSeed): 'python' | 'nodejs' {
  return NODE_FRAMEWORKS.has(seed.framework) ? 'nodejs' : 'python';
}

function portOf(seed: AgentSeed): number | null {
  if (!SERVING_CATEGORIES.has(seed.category)) return null;
  return runtimeOf(seed) === 'nodejs' ? 3000 : 8080;
}

/** The agent.yaml of one version of a sample, as an object. */
export function seedManifest(seed: AgentSeed, version: string): Manifest {
  const port = portOf(seed);
  return {
    apiVersion: AGENT_API_VERSION,
    kind: 'Agent',
    metadata: {
      name: seedSlug(seed),
      version,
      description: seed.description,
      author: SAMPLE_AUTHOR_NAME,
      tags: seed.tags,
    },
    spec: {
      runtime: runtimeOf(seed),
      model: { provider: seed.model.provider, name: seed.model.name },
      framework: seed.framework,
      capabilities: seed.tags.map(toAgentSlug),
      ...(port ? { ports: [{ container: port }] } : {}),
    },
  };
}

/** What the model needs before the agent starts, in a sentence. */
function credentialsNote(provider: string): string {
  if (provider === 'bedrock')
    return 'Give it AWS credentials with access to Amazon Bedrock (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`).';
  if (provider === 'ollama') return 'It expects an Ollama server on `http://localhost:11434`.';
  return `Set \`${provider.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_API_KEY\` in the environment before you start it.`;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The README of a sample (Markdown). */
export function seedReadme(seed: AgentSeed, namespace: string): string {
  const slug = seedSlug(seed);
  const framework = frameworkNames.get(seed.framework) ?? seed.framework;
  const runtime = runtimeOf(seed) === 'nodejs' ? 'Node.js' : 'Python';
  const port = portOf(seed);
  const rows = [
    ['Runtime', runtime],
    ['Model', `\`${seed.model.provider}\` / \`${seed.model.name}\``],
    ['Framework', framework],
    ...(port ? [['Port', String(port)]] : []),
  ];
  return [
    `# ${seed.name}`,
    '',
    seed.description,
    '',
    '## What it does',
    '',
    `${seed.name} is a ${seed.category} agent built with ${framework} on ${runtime}. It covers ${list(seed.tags)}.`,
    '',
    '## Usage',
    '',
    'Pull it with the Agent as Code CLI:',
    '',
    '```sh',
    `agent pull ${namespace}/${slug}`,
    '```',
    '',
    '## Configuration',
    '',
    '| Setting | Value |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    `${credentialsNote(seed.model.provider)} To use another model, change \`spec.model\` in \`agent.yaml\`.`,
    '',
  ].join('\n');
}

export interface SeedVersion {
  version: string;
  changelog: string;
  /** Days after the agent's creation it was published. */
  publishedAfterDays: number;
  downloads: number;
  yankReason: string | null;
}

/** The version before `version` in a plausible history: the previous minor, else patch, else major. */
function previousVersion(version: string): string | null {
  const [major, minor, patch] = version.split('-')[0]!.split('.').map(Number) as [number, number, number];
  if (minor > 0) return `${major}.${minor - 1}.0`;
  if (patch > 0) return `${major}.0.${patch - 1}`;
  if (major > 0) return `${major - 1}.9.0`;
  return null;
}

const NOTES: Array<(tag: string) => string> = [
  (tag) => `Better ${tag} handling and fewer retries.`,
  (tag) => `Clearer ${tag} output; prompts tuned for the current model.`,
  (tag) => `New ${tag} options and lighter dependencies.`,
];

/**
 * The release history of the sample at `index` in AGENT_SEEDS, oldest first: one to three
 * versions ending at the seed's version. The first sample has its middle version yanked; the
 * fifth a pre-release newer than its current version.
 */
export function seedVersions(seed: AgentSeed, index: number): SeedVersion[] {
  const count = index === 0 ? 3 : 1 + (index % 3);
  const numbers = [seed.version];
  while (numbers.length < count) {
    const prev = previousVersion(numbers[0]!);
    if (!prev) break;
    numbers.unshift(prev);
  }
  const entries: Array<{ version: string; changelog: string; yankReason: string | null }> = numbers.map((version, i) => ({
    version,
    changelog:
      i === 0 && numbers.length > 1 ? 'First public release.' : NOTES[(index + i) % NOTES.length]!(seed.tags[i % seed.tags.length]!),
    yankReason: index === 0 && i === 1 ? 'Sent some replies twice; fixed in the next version.' : null,
  }));
  if (index === 4) {
    const [major, minor] = seed.version.split('.').map(Number) as [number, number];
    entries.push({
      version: `${major}.${minor + 1}.0-beta.1`,
      changelog: `Preview of the next release: new ${seed.tags[0]} features. Feedback welcome.`,
      yankReason: null,
    });
  }
  const span = Math.max(1, seed.ageDays - Math.floor(seed.ageDays / 3));
  const minor = Math.floor(seed.downloads * 0.08);
  return entries.map((e, i) => ({
    ...e,
    publishedAfterDays: entries.length === 1 ? 0 : Math.round((span * i) / (entries.length - 1)),
    downloads: e.version === seed.version ? seed.downloads - minor * (entries.length - 1) : minor,
  }));
}
