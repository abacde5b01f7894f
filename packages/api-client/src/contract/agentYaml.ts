// The agent.yaml of a publish, read once for the server and the simulated backend: parsed with the
// `yaml` package (tags outside the core schema, aliases past a handful and oversized files
// refused), checked with the publishing rules (the CLI's own messages) and kept byte for byte as
// published. Problems come back as a value (message and fields), which each backend answers as
// its 400.
import { LineCounter, parseDocument, stringify, visit } from 'yaml';
import { AGENT_API_MESSAGES } from './agentMessages';
import {
  AGENT_API_VERSION,
  AGENT_YAML_MAX_BYTES,
  PUBLISH_MESSAGES,
  isPrerelease,
  utf8Length,
  validateAgentManifest,
  yamlTagProblem,
} from './publishRules';

/** Aliases one agent.yaml may expand: a handful is plenty, and it stops "billion laughs" files. */
const MAX_ALIAS_COUNT = 20;

export type AgentManifest = Record<string, unknown>;

/** An agent.yaml that passed, ready to store as a version. */
export interface AgentYamlFile {
  /** The text exactly as published (what a download hands back). */
  text: string;
  /** The parsed document (apiVersion, kind, metadata, spec). */
  manifest: AgentManifest;
  /** metadata.name: the agent's slug. */
  name: string;
  /** metadata.version. */
  version: string;
  prerelease: boolean;
  /** metadata.displayName, metadata.description, metadata.author and metadata.tags when given. */
  displayName?: string | undefined;
  description?: string | undefined;
  author?: string | undefined;
  tags?: string[] | undefined;
}

/** Why an agent.yaml was refused: the 400's message, and every problem under its field or path. */
export interface AgentYamlProblem {
  message: string;
  fields: Record<string, string>;
}

export const isAgentYamlProblem = (value: unknown): value is AgentYamlProblem =>
  typeof value === 'object' && value !== null && 'fields' in value && 'message' in value;

/** What a backend checks beyond the rules, on the parsed value (the server: what PostgreSQL cannot store). */
export interface AgentYamlOptions {
  storable?: (value: unknown) => string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar as text, as the CLI's decoder reads string fields; anything else is absent. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const problem = (message: string, field: string): AgentYamlProblem => ({ message, fields: { [field]: message } });

/** A manifest object written out as agent.yaml text. */
export function manifestToYaml(manifest: AgentManifest): string {
  // No line folding: a long description stays one line, as a person would write it.
  return stringify(manifest, { lineWidth: 0 });
}

/**
 * Parses agent.yaml text: the parser's message and position under `field` when it is not YAML (or
 * is larger than the limit, or uses a tag outside the core schema).
 */
export function parseAgentYaml(text: string, field = 'agent_yaml', options: AgentYamlOptions = {}): { value: unknown } | AgentYamlProblem {
  if (utf8Length(text) > AGENT_YAML_MAX_BYTES) return problem(PUBLISH_MESSAGES.yamlTooLarge, field);
  let value: unknown;
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true, logLevel: 'error', lineCounter });
    const error = doc.errors[0];
    if (error) {
      // prettyErrors appends " at line L, column C:" and a source excerpt; keep the first line.
      const first = error.message.split('\n')[0]!.replace(/:$/, '');
      const pos = error.linePos?.[0];
      return problem(pos && !/ at line \d+, column \d+$/.test(first) ? `${first} at line ${pos.line}, column ${pos.col}` : first, field);
    }
    let tagProblem: string | undefined;
    visit(doc, (_key, node) => {
      const tag = node && typeof node === 'object' && 'tag' in node ? (node.tag as string | undefined) : undefined;
      const range = node && typeof node === 'object' && 'range' in node ? (node.range as [number, number, number] | undefined) : undefined;
      tagProblem = yamlTagProblem(tag, lineCounter.linePos(range?.[0] ?? 0));
      return tagProblem ? visit.BREAK : undefined;
    });
    if (tagProblem) return problem(tagProblem, field);
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    // toJS throws on alias bombs; a pathological document may exhaust the parser.
    return problem(`agent.yaml could not be read: ${err instanceof Error ? err.message : String(err)}`, field);
  }
  const unstorable = options.storable?.(value);
  return unstorable ? problem(unstorable, field) : { value };
}

/**
 * Checks a parsed document with the publishing rules: null, or the problem whose message is the
 * first (the CLI's message for the same file) and whose fields hold every problem under its path.
 */
export function manifestProblem(doc: unknown, field = 'agent_yaml'): AgentYamlProblem | null {
  const entries = Object.entries(validateAgentManifest(doc));
  if (!entries.length) return null;
  // A document that is no mapping at all is the text's problem.
  return { message: entries[0]![1], fields: Object.fromEntries(entries.map(([path, message]) => [path || field, message])) };
}

/** Defaults a `manifest` object (or a legacy create without one) is completed with. */
export interface ManifestDefaults {
  metadata?: Record<string, unknown>;
}

export interface AgentFileInput {
  agent_yaml?: string | undefined;
  manifest?: AgentManifest | null | undefined;
}

/**
 * The agent.yaml of a publish: `agent_yaml` as sent, or `manifest` (completed with apiVersion,
 * kind and the given metadata defaults) written out as YAML. Either way the stored text is
 * parsed back, so the manifest kept beside it is exactly what the text says.
 */
export function readAgentYaml(
  input: AgentFileInput,
  defaults: ManifestDefaults = {},
  options: AgentYamlOptions = {},
): AgentYamlFile | AgentYamlProblem {
  if (input.agent_yaml !== undefined && input.manifest) return problem(AGENT_API_MESSAGES.yamlOrManifest, 'manifest');
  let text: string;
  let field: string;
  if (input.agent_yaml !== undefined) {
    text = input.agent_yaml;
    field = 'agent_yaml';
  } else {
    const given = input.manifest ?? {};
    const metadata = { ...defaults.metadata, ...(isRecord(given.metadata) ? given.metadata : {}) };
    // Written in the usual order (apiVersion, kind, metadata, spec) whatever order the keys came in.
    const doc: AgentManifest = { apiVersion: AGENT_API_VERSION, kind: 'Agent', metadata, ...given };
    doc.metadata = metadata;
    text = manifestToYaml(doc);
    field = 'manifest';
  }
  const parsed = parseAgentYaml(text, field, options);
  if (isAgentYamlProblem(parsed)) return parsed;
  const refused = manifestProblem(parsed.value, field);
  if (refused) return refused;
  const manifest = parsed.value as AgentManifest;
  const metadata = manifest.metadata as Record<string, unknown>;
  const version = scalar(metadata.version)!;
  return {
    text,
    manifest,
    name: scalar(metadata.name)!,
    version,
    prerelease: isPrerelease(version),
    displayName: scalar(metadata.displayName),
    description: scalar(metadata.description),
    author: scalar(metadata.author),
    tags: Array.isArray(metadata.tags) ? metadata.tags.map(scalar).filter((t): t is string => t !== undefined) : undefined,
  };
}
