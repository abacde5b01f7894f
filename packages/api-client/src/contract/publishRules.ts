// Publishing rules, without zod: what an agent.yaml must hold, how versions compare, and which
// version is current. The server checks every publish with these functions and the browser's
// form shows the same messages beside its fields before anything is sent.
//
// The agent.yaml rules are those of the Agent as Code CLI's parser (its `Validate`), in its own
// words, so a file the registry accepts is a file `agent` accepts. The registry adds its own on
// top: `metadata.name` is a lowercase slug, `metadata.version` a semantic version, and
// `metadata.tags` (which become the agent's tags) within the listing's limits.

import { VALIDATION_MESSAGES } from './messages';

/** Largest agent.yaml accepted, in bytes (UTF-8). */
export const AGENT_YAML_MAX_BYTES = 64 * 1024;
/** Largest README accepted, in bytes (UTF-8). */
export const README_MAX_BYTES = 200 * 1024;
/** Longest changelog note of a version. */
export const CHANGELOG_MAX_LENGTH = 5000;

/** The runtimes the CLI builds, in its order (its error message lists them so). */
export const AGENT_RUNTIMES = ['python', 'nodejs', 'go', 'rust', 'java'] as const;
export type AgentRuntime = (typeof AGENT_RUNTIMES)[number];

/** Model providers offered by the publish form (any non-empty provider is accepted). */
export const MODEL_PROVIDERS = ['openai', 'anthropic', 'google', 'mistral', 'ollama', 'azure', 'bedrock', 'cohere'] as const;

/** apiVersion the form writes into a new agent.yaml. */
export const AGENT_API_VERSION = 'agent.dev/v1';

/** Lowercase letters, digits and single hyphens between them; 1 to 64 characters. */
export const AGENT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,63}$/;
/**
 * Longest metadata.version, in characters: the version is part of every URL that reads it
 * (`/versions/{version}`, `download?version=`), which take no longer one, so none is published.
 */
export const AGENT_VERSION_MAX_LENGTH = 128;
/** Semantic version 2.0.0 (no leading zeros, optional pre-release and build). */
export const SEMVER_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const PUBLISH_MESSAGES = {
  apiVersionRequired: 'apiVersion is required',
  kindRequired: 'kind is required',
  kindAgent: (kind: string) => `kind must be 'Agent', got '${kind}'`,
  nameRequired: 'metadata.name is required',
  nameSlug: 'metadata.name must be a lowercase slug: letters, digits and hyphens, up to 64 characters',
  versionRequired: 'metadata.version is required: it is the version being published',
  versionSemver: 'metadata.version must be a semantic version such as 1.2.0 or 1.3.0-beta.1',
  versionTooLong: `metadata.version must be at most ${AGENT_VERSION_MAX_LENGTH} characters`,
  runtimeRequired: 'spec.runtime is required',
  runtimeInvalid: (runtime: string) => `invalid runtime '${runtime}'. Valid runtimes: [${AGENT_RUNTIMES.join(' ')}]`,
  providerRequired: 'spec.model.provider is required',
  modelNameRequired: 'spec.model.name is required',
  containerPort: (port: unknown, index: number) => `invalid container port ${String(port)} at index ${index}`,
  hostPort: (port: unknown, index: number) => `invalid host port ${String(port)} at index ${index}`,
  notAMapping: 'agent.yaml must be a mapping with apiVersion, kind, metadata and spec',
  yamlTag: (tag: string, line: number, col: number) =>
    `The YAML tag ${tag} is not allowed in agent.yaml (at line ${line}, column ${col}): write plain strings, numbers, lists and mappings`,
  /** A value the CLI's typed decoder cannot read into its field ('spec.environment must be a list, not a mapping'). */
  wrongType: (path: string, expected: string, got: string) => `${path} must be ${expected}, not ${got}`,
  yamlTooLarge: `agent.yaml must be at most ${AGENT_YAML_MAX_BYTES / 1024} KB`,
  readmeTooLarge: `The README must be at most ${README_MAX_BYTES / 1024} KB`,
  versionExists: (version: string) => `Version ${version} is already published. Versions are immutable: publish a new version number`,
  /**
   * `version` differs from a published one only by build metadata ('1.1.0+build.5' and '1.1.0'),
   * which semantic-version order ignores: the same version as far as the registry is concerned.
   */
  versionExistsIgnoringBuild: (version: string, published: string) =>
    `Version ${version} is the same as ${published}, which is already published: build metadata (after '+') is ignored when comparing versions. Publish a new version number`,
  nameTaken: (ref: string) => `${ref} already exists`,
  nameMismatch: (expected: string) => `metadata.name must stay '${expected}' for new versions of this agent`,
} as const;

/** Limits of an agent's listing (POST /agents and PUT /agents/{id}). */
export const AGENT_METADATA_LIMITS = {
  name: 100,
  description: 5000,
  tags: 20,
  tag: 40,
  url: 2048,
} as const;

/** The listing's messages: the server's schemas and the edit form say the same words. */
export const AGENT_METADATA_MESSAGES = {
  nameRequired: VALIDATION_MESSAGES.fieldRequired,
  nameTooLong: `Name must be at most ${AGENT_METADATA_LIMITS.name} characters`,
  descriptionTooLong: `Description must be at most ${AGENT_METADATA_LIMITS.description} characters`,
  tooManyTags: `At most ${AGENT_METADATA_LIMITS.tags} tags`,
  tagTooLong: `A tag must be at most ${AGENT_METADATA_LIMITS.tag} characters`,
  invalidUrl: VALIDATION_MESSAGES.invalidUrl,
} as const;

/** Field errors keyed by the agent.yaml path they belong to ('spec.model.name', 'spec.ports.0.container'). */
export type ManifestErrors = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the CLI's YAML decoder reads a string field: absent or empty both mean ''. */
const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The explicit YAML tags an agent.yaml may carry: the core schema's, which the CLI's decoder reads
 * as plain values. Any other (`!!binary`, `!!set`, `!!timestamp`, `!custom`) would be stored as odd
 * data (a Buffer, an empty object) and means nothing to the CLI, so it is refused.
 */
const YAML_CORE_TAGS = new Set(['!', ...['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`)]);

/** The refusal of a node's explicit tag, or undefined when the tag is a core one (or absent). */
export function yamlTagProblem(tag: string | undefined, linePos: { line: number; col: number }): string | undefined {
  if (tag === undefined || YAML_CORE_TAGS.has(tag)) return undefined;
  return PUBLISH_MESSAGES.yamlTag(tag.replace(/^tag:yaml\.org,2002:/, '!!'), linePos.line, linePos.col);
}

// --- The CLI's typed decoding --------------------------------------------------------------
//
// The CLI decodes agent.yaml into Go structs (gopkg.in/yaml.v3) before its `Validate`, and a value
// of the wrong kind fails the whole file. The shape below mirrors those structs field by field;
// keys it does not name are ignored, as the decoder ignores them, and null reads as empty.

/** What a field holds: a string (any scalar reads as its text), an integer, a list, a mapping. */
type FieldType =
  | 'string'
  | 'int'
  | { list: FieldType }
  | { map: FieldType }
  /** A mapping of any values (Go's map[string]interface{}). */
  | 'any-map'
  | { fields: Record<string, FieldType> };

const resources: FieldType = { fields: { cpu: 'string', memory: 'string' } };

/** The CLI's AgentSpec (internal/parser/agent.go of agent-as-code 1.1.0). */
const AGENT_SPEC_SHAPE: FieldType = {
  fields: {
    apiVersion: 'string',
    kind: 'string',
    metadata: {
      fields: {
        name: 'string',
        version: 'string',
        description: 'string',
        author: 'string',
        tags: { list: 'string' },
        labels: { map: 'string' },
      },
    },
    spec: {
      fields: {
        runtime: 'string',
        model: { fields: { provider: 'string', name: 'string', config: 'any-map' } },
        capabilities: { list: 'string' },
        dependencies: { list: 'string' },
        environment: { list: { fields: { name: 'string', value: 'string', from: 'string' } } },
        ports: { list: { fields: { container: 'int', host: 'int', protocol: 'string' } } },
        volumes: { list: { fields: { source: 'string', target: 'string', type: 'string' } } },
        healthCheck: {
          fields: { command: { list: 'string' }, interval: 'string', timeout: 'string', retries: 'int', startPeriod: 'string' },
        },
        resources: { fields: { limits: resources, requests: resources } },
        config: 'any-map',
      },
    },
  },
};

/** A type as the messages name it. */
function expected(type: FieldType): string {
  if (type === 'string') return 'a string';
  if (type === 'int') return 'a whole number';
  if (type === 'any-map') return 'a mapping';
  if ('list' in type) return type.list === 'string' ? 'a list of strings' : 'a list of mappings';
  if ('map' in type) return 'a mapping of strings';
  return 'a mapping';
}

/** A value's kind as the messages name it. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'a mapping';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number with a fraction';
  if (typeof value === 'boolean') return 'true/false';
  return typeof value;
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Records, under its path, every value the CLI's decoder would refuse. */
function checkTypes(value: unknown, type: FieldType, path: string, errors: ManifestErrors): void {
  if (value === null || value === undefined) return;
  const refuse = () => {
    errors[path] ??= PUBLISH_MESSAGES.wrongType(path, expected(type), kindOf(value));
  };
  if (type === 'string') return void (isScalar(value) || refuse());
  // yaml.v3 reads a number into an int when it fits (a fraction is cut off), never a string or a bool.
  if (type === 'int') return void ((typeof value === 'number' && Math.abs(value) <= Number.MAX_SAFE_INTEGER) || refuse());
  if (type === 'any-map') return void (isRecord(value) || refuse());
  if ('list' in type) {
    if (!Array.isArray(value)) return refuse();
    value.forEach((item, index) => checkTypes(item, type.list, `${path}.${index}`, errors));
    return;
  }
  if (!isRecord(value)) return refuse();
  if ('map' in type) {
    for (const [key, item] of Object.entries(value)) checkTypes(item, type.map, `${path}.${key}`, errors);
    return;
  }
  for (const [key, field] of Object.entries(type.fields)) checkTypes(value[key], field, path ? `${path}.${key}` : key, errors);
}

/**
 * Checks a parsed agent.yaml. Every problem is reported, each under its path; the CLI stops at
 * the first, and its message is the first entry here for the same file. The kinds of values come
 * first (the CLI's decoder refuses a file before its rules run), then the CLI's rules, then the
 * registry's own.
 */
export function validateAgentManifest(doc: unknown): ManifestErrors {
  if (!isRecord(doc)) return { '': PUBLISH_MESSAGES.notAMapping };
  const errors: ManifestErrors = {};
  checkTypes(doc, AGENT_SPEC_SHAPE, '', errors);
  if (Object.keys(errors).length) return errors;
  const metadata = isRecord(doc.metadata) ? doc.metadata : {};
  const spec = isRecord(doc.spec) ? doc.spec : {};
  const model = isRecord(spec.model) ? spec.model : {};

  if (!text(doc.apiVersion)) errors.apiVersion = PUBLISH_MESSAGES.apiVersionRequired;
  const kind = text(doc.kind);
  if (!kind) errors.kind = PUBLISH_MESSAGES.kindRequired;
  else if (kind !== 'Agent') errors.kind = PUBLISH_MESSAGES.kindAgent(kind);

  const name = text(metadata.name);
  if (!name) errors['metadata.name'] = PUBLISH_MESSAGES.nameRequired;
  else if (!AGENT_SLUG_PATTERN.test(name)) errors['metadata.name'] = PUBLISH_MESSAGES.nameSlug;
  const version = text(metadata.version);
  if (!version) errors['metadata.version'] = PUBLISH_MESSAGES.versionRequired;
  else if (version.length > AGENT_VERSION_MAX_LENGTH) errors['metadata.version'] = PUBLISH_MESSAGES.versionTooLong;
  else if (!SEMVER_PATTERN.test(version)) errors['metadata.version'] = PUBLISH_MESSAGES.versionSemver;

  // The registry's listing limits, refused rather than cut: the tags become the agent's tags.
  const tags = Array.isArray(metadata.tags) ? metadata.tags.map(text).map((tag) => tag.trim()) : [];
  if (tags.length > AGENT_METADATA_LIMITS.tags) errors['metadata.tags'] = AGENT_METADATA_MESSAGES.tooManyTags;
  else if (tags.some((tag) => tag.length > AGENT_METADATA_LIMITS.tag)) errors['metadata.tags'] = AGENT_METADATA_MESSAGES.tagTooLong;

  const runtime = text(spec.runtime);
  if (!runtime) errors['spec.runtime'] = PUBLISH_MESSAGES.runtimeRequired;
  else if (!(AGENT_RUNTIMES as readonly string[]).includes(runtime)) errors['spec.runtime'] = PUBLISH_MESSAGES.runtimeInvalid(runtime);
  if (!text(model.provider)) errors['spec.model.provider'] = PUBLISH_MESSAGES.providerRequired;
  if (!text(model.name)) errors['spec.model.name'] = PUBLISH_MESSAGES.modelNameRequired;

  const ports = Array.isArray(spec.ports) ? spec.ports : [];
  ports.forEach((port: unknown, index) => {
    const entry = isRecord(port) ? port : {};
    const container = entry.container ?? 0;
    if (!isPort(container)) errors[`spec.ports.${index}.container`] = PUBLISH_MESSAGES.containerPort(container, index);
    const host = entry.host;
    if (host !== undefined && host !== null && host !== 0 && !isPort(host)) {
      errors[`spec.ports.${index}.host`] = PUBLISH_MESSAGES.hostPort(host, index);
    }
  });
  return errors;
}

const isPort = (value: unknown): boolean => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 65535;

/** Bytes of a string in UTF-8, as limits count them. */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * A name's runs of lowercase letters and digits joined by '-', with no length limit: the rule
 * agent slugs and the server's framework ids share, each cutting and defaulting it its own way.
 */
export function toSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A display name made into a slug: 'Mail Sorter 2' -> 'mail-sorter-2'. */
export function toAgentSlug(name: string): string {
  return toSlug(name).slice(0, 64).replace(/-+$/, '') || 'agent';
}

// --- Versions -------------------------------------------------------------------------------

interface ParsedVersion {
  /** Major, minor and patch as digit strings: they may be longer than any JavaScript number holds exactly. */
  core: [string, string, string];
  pre: string[];
}

function parseVersion(version: string): ParsedVersion | null {
  const m = SEMVER_PATTERN.exec(version);
  if (!m) return null;
  return { core: [m[1]!, m[2]!, m[3]!], pre: m[4] ? m[4].split('.') : [] };
}

/**
 * Order of two numeric identifiers written without leading zeros (as SEMVER_PATTERN requires):
 * the longer is larger, else the text decides. Exact at any length, where Number() would round
 * 99999999999999999999 and 99999999999999999998 to the same value.
 */
function compareNumeric(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a === b ? 0 : a < b ? -1 : 1;
}

export function isSemver(version: string): boolean {
  return SEMVER_PATTERN.test(version);
}

export function isPrerelease(version: string): boolean {
  return (parseVersion(version)?.pre.length ?? 0) > 0;
}

/** Semantic-version order (build metadata ignored); invalid versions sort first. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return x ? 1 : y ? -1 : a.localeCompare(b);
  for (let i = 0; i < 3; i++) {
    const order = compareNumeric(x.core[i]!, y.core[i]!);
    if (order) return order;
  }
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) {
      const order = compareNumeric(p, q);
      if (order) return order;
      continue;
    }
    if (pn !== qn) return pn ? -1 : 1;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

/**
 * The message refusing `version` because `published` is already there (the same version in
 * semantic-version order): says that build metadata is ignored when that is the only difference.
 */
export function versionExistsMessage(version: string, published: string): string {
  return version === published ? PUBLISH_MESSAGES.versionExists(version) : PUBLISH_MESSAGES.versionExistsIgnoringBuild(version, published);
}

/**
 * The version installs get by default: the highest that is neither yanked nor a pre-release;
 * failing that the highest not yanked; null when every version is yanked.
 */
export function currentVersionOf(versions: ReadonlyArray<{ version: string; yanked?: boolean | null }>): string | null {
  const live = versions
    .filter((v) => !v.yanked)
    .map((v) => v.version)
    .sort(compareVersions);
  const stable = live.filter((v) => !isPrerelease(v));
  return stable[stable.length - 1] ?? live[live.length - 1] ?? null;
}

/** How an agent is addressed by people and the CLI: 'owner/name'. */
export function agentRef(agent: { namespace?: string | null; slug?: string | null }): string | null {
  return agent.namespace && agent.slug ? `${agent.namespace}/${agent.slug}` : null;
}

/** The CLI command that pulls an agent, pinned to a version when one is given. */
export function pullCommand(ref: string, version?: string | null): string {
  return version ? `agent pull ${ref}@${version}` : `agent pull ${ref}`;
}

/** Toasts of the publishing screens. */
export const PUBLISH_TOASTS = {
  published: (ref: string, version: string) => `Published ${ref}@${version}`,
  publishFailed: 'Publishing failed',
  updated: 'Agent updated',
  yanked: (version: string) => `Version ${version} yanked`,
  unyanked: (version: string) => `Yank of version ${version} undone`,
  deprecated: 'Agent deprecated',
  undeprecated: 'Agent no longer deprecated',
  visibility: (visibility: string) => `Agent is now ${visibility}`,
  deleted: (name: string) => `${name} deleted`,
  actionFailed: 'Action failed',
} as const;
