// agent.yaml as the registry stores it: read with the contract's reader (the one the simulated
// backend publishes with too: parsed with the `yaml` package, checked with the shared publishing
// rules, the CLI's own messages), refused here when it holds what PostgreSQL cannot store, and
// kept byte for byte as published with its sha256.
import crypto from 'node:crypto';
import {
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  isAgentYamlProblem,
  parseAgentYaml as parseText,
  readAgentYaml,
  utf8Length,
  type AgentFileInput,
  type AgentManifest,
  type AgentYamlFile,
  type AgentYamlProblem,
  type ManifestDefaults,
} from '@agent-registry/api-client/contract';
import { badRequest } from './errors.js';
import { jsonProblem } from './inputSafety.js';

export { manifestToYaml } from '@agent-registry/api-client/contract';
export type { AgentFileInput, ManifestDefaults };

export type Manifest = AgentManifest;

/** A checked agent.yaml, ready to store as a version. */
export interface AgentFile extends AgentYamlFile {
  /** sha256 of the text, hex. */
  digest: string;
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

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** What PostgreSQL cannot store is refused with the rest (NUL characters, unpaired surrogates). */
const storable = (value: unknown) => jsonProblem(value);

const refuse = (problem: AgentYamlProblem) => badRequest(problem.message, problem.fields);

/**
 * Parses agent.yaml text: 400 with the parser's message and position under `field` when it is not
 * YAML (or is larger than the limit, or holds what PostgreSQL cannot store).
 */
export function parseAgentYaml(text: string, field = 'agent_yaml'): unknown {
  const parsed = parseText(text, field, { storable });
  if (isAgentYamlProblem(parsed)) throw refuse(parsed);
  return parsed.value;
}

/**
 * The agent.yaml of a publish: `agent_yaml` as sent, or `manifest` (completed with apiVersion,
 * kind and the given metadata defaults) written out as YAML; 400 when it does not pass.
 */
export function readAgentFile(input: AgentFileInput, defaults: ManifestDefaults = {}): AgentFile {
  const file = readAgentYaml(input, defaults, { storable });
  if (isAgentYamlProblem(file)) throw refuse(file);
  return { ...file, digest: sha256Hex(file.text) };
}

/** 400 when a README is larger than the limit (the request schema checks it too; this is the rule). */
export function checkReadme(readme: string | undefined): string {
  const text = readme ?? '';
  if (utf8Length(text) > README_MAX_BYTES) throw badRequest(PUBLISH_MESSAGES.readmeTooLarge, { readme: PUBLISH_MESSAGES.readmeTooLarge });
  return text;
}
