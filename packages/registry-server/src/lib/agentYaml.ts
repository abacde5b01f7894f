// agent.yaml as the registry stores it: parsed with the `yaml` package, checked with the shared
// publishing rules (the CLI's own messages), and kept byte for byte as published.
import crypto from 'node:crypto';
import {
  AGENT_API_VERSION,
  AGENT_YAML_MAX_BYTES,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  isPrerelease,
  utf8Length,
  validateAgentManifest,
  yamlTagProblem,
} from '@agent-registry/api-client/contract';
import { LineCounter, parseDocument, stringify, visit } from 'yaml';
import { ApiError, badRequest } from './errors.js';
import { jsonProblem } from './inputSafety.js';

/** Aliases one agent.yaml may expand: a handful is plenty, and it stops "billion laughs" files. */
const MAX_ALIAS_COUNT = 20;

export type Manifest = Record<string, unknown>;

/** A checked agent.yaml, ready to store as a version. */
export interface AgentFile {
  /** The text exactly as published (what a download hands back). */
  text: string;
  /** The parsed document (apiVersion, kind, metadata, spec). */
  manifest: Manifest;
  /** metadata.name: the agent's slug. */
  name: string;
  /** metadata.version. */
  version: string;
  prerelease: boolean;
  /** sha256 of the text, hex. */
  digest: string;
  /** metadata.displayName, metadata.description, metadata.author and metadata.tags when given. */
  displayName?: string;
  description?: string;
  author?: string;
  tags?: string[];
}

/** Limits of the agent fields a publish fills from the agent.yaml's metadata. */
export const METADATA_LIMITS = { name: 100, description: 5000, author: 100 } as const;

/** A metadata text trimmed and cut to `max` characters (undefined stays undefined). */
export const clipText = (text: string | undefined, max: number) => (text === undefined ? undefined : text.trim().slice(0, max));

/**
 * metadata.tags as agent tags: text only, trimmed, no duplicates. Their limits (AGENT_METADATA_LIMITS)
 * were checked with the rest of the file: a file over them is refused, never cut.
 */
export function metadataTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar as text, as the CLI's decoder reads string fields; anything else is absent. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A manifest object written out as agent.yaml text. */
export function manifestToYaml(manifest: Manifest): string {
  // No line folding: a long description stays one line, as a person would write it.
  return stringify(manifest, { lineWidth: 0 });
}

/**
 * Parses agent.yaml text: 400 with the parser's message and position under `field` when it is not
 * YAML (or is larger than the limit, or holds what PostgreSQL cannot store).
 */
export function parseAgentYaml(text: string, field = 'agent_yaml'): unknown {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  if (utf8Length(text) > AGENT_YAML_MAX_BYTES) throw refuse(PUBLISH_MESSAGES.yamlTooLarge);
  let value: unknown;
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true, logLevel: 'error', lineCounter });
    const error = doc.errors[0];
    if (error) {
      // prettyErrors appends " at line L, column C:" and a source excerpt; keep the first line.
      const first = error.message.split('\n')[0]!.replace(/:$/, '');
      const pos = error.linePos?.[0];
      throw refuse(pos && !/ at line \d+, column \d+$/.test(first) ? `${first} at line ${pos.line}, column ${pos.col}` : first);
    }
    let tagProblem: string | undefined;
    visit(doc, (_key, node) => {
      const tag = node && typeof node === 'object' && 'tag' in node ? (node.tag as string | undefined) : undefined;
      const range = node && typeof node === 'object' && 'range' in node ? (node.range as [number, number, number] | undefined) : undefined;
      tagProblem = yamlTagProblem(tag, lineCounter.linePos(range?.[0] ?? 0));
      return tagProblem ? visit.BREAK : undefined;
    });
    if (tagProblem) throw refuse(tagProblem);
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // toJS throws on alias bombs; a pathological document may exhaust the parser.
    throw refuse(`agent.yaml could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  const problem = jsonProblem(value);
  if (problem) throw refuse(problem);
  return value;
}

/**
 * Checks a parsed document with the publishing rules: 400 whose message is the first problem (the
 * CLI's message for the same file) and whose fields hold every problem under its path.
 */
export function checkManifest(doc: unknown, field = 'agent_yaml'): asserts doc is Manifest {
  const errors = validateAgentManifest(doc);
  const entries = Object.entries(errors);
  if (!entries.length) return;
  const fields = Object.fromEntries(entries.map(([path, message]) => [path || field, message]));
  throw badRequest(entries[0]![1], fields);
}

/** Defaults a `manifest` object (or a legacy create without one) is completed with. */
export interface ManifestDefaults {
  metadata?: Record<string, unknown>;
}

export interface AgentFileInput {
  agent_yaml?: string;
  manifest?: Manifest | null;
}

/**
 * The agent.yaml of a publish: `agent_yaml` as sent, or `manifest` (completed with apiVersion,
 * kind and the given metadata defaults) written out as YAML. Either way the stored text is
 * parsed back, so the manifest kept beside it is exactly what the text says.
 */
export function readAgentFile(input: AgentFileInput, defaults: ManifestDefaults = {}): AgentFile {
  if (input.agent_yaml !== undefined && input.manifest) {
    const message = 'Send either agent_yaml or manifest, not both';
    throw badRequest(message, { manifest: message });
  }
  let text: string;
  let field: string;
  if (input.agent_yaml !== undefined) {
    text = input.agent_yaml;
    field = 'agent_yaml';
  } else {
    const given = input.manifest ?? {};
    const metadata = { ...defaults.metadata, ...(isRecord(given.metadata) ? given.metadata : {}) };
    // Written in the usual order (apiVersion, kind, metadata, spec) whatever order the keys came in.
    const doc: Manifest = { apiVersion: AGENT_API_VERSION, kind: 'Agent', metadata, ...given };
    doc.metadata = metadata;
    text = manifestToYaml(doc);
    field = 'manifest';
  }
  const doc = parseAgentYaml(text, field);
  checkManifest(doc, field);
  const metadata = doc.metadata as Record<string, unknown>;
  const version = scalar(metadata.version)!;
  const tags = Array.isArray(metadata.tags) ? metadata.tags.map(scalar).filter((t): t is string => t !== undefined) : undefined;
  return {
    text,
    manifest: doc,
    name: scalar(metadata.name)!,
    version,
    prerelease: isPrerelease(version),
    digest: sha256Hex(text),
    displayName: scalar(metadata.displayName),
    description: scalar(metadata.description),
    author: scalar(metadata.author),
    tags,
  };
}

/** 400 when a README is larger than the limit (the request schema checks it too; this is the rule). */
export function checkReadme(readme: string | undefined): string {
  const text = readme ?? '';
  if (utf8Length(text) > README_MAX_BYTES) throw badRequest(PUBLISH_MESSAGES.readmeTooLarge, { readme: PUBLISH_MESSAGES.readmeTooLarge });
  return text;
}
