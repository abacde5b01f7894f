// The agent metadata form without React: its values, the contract's rules for PUT /agents/{id}
// (AgentUpdateSchema) and the request body of what changed.
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  AGENT_VISIBILITIES,
  isValidUrl,
  type AgentFilterCategory,
  type AgentUpdateInput,
  type AgentVisibility,
  type FieldErrors,
} from '@agent-registry/api-client/rules';
import type { AgentData } from '../AgentCard/agent';

/** What the form edits, as typed (tags comma-separated). */
export interface AgentMetadataValues {
  name: string;
  description: string;
  /** One of AGENT_FILTER_CATEGORIES; '' when the agent has none yet, or an unknown legacy value. */
  category: string;
  /** Comma-separated. */
  tags: string;
  visibility: AgentVisibility;
  repository_url: string;
  documentation_url: string;
}

export type AgentMetadataField = keyof AgentMetadataValues;

/** The fields in form order: the first invalid one of these gets the focus. */
export const agentMetadataFields: readonly AgentMetadataField[] = [
  'name',
  'description',
  'category',
  'tags',
  'visibility',
  'repository_url',
  'documentation_url',
];

const isVisibility = (value: unknown): value is AgentVisibility => (AGENT_VISIBILITIES as readonly unknown[]).includes(value);
export const isAgentCategory = (value: unknown): value is AgentFilterCategory =>
  (AGENT_FILTER_CATEGORIES as readonly unknown[]).includes(value);

/** 'a, b,,c ' -> ['a', 'b', 'c']: blanks dropped, repeats kept once. */
export function parseAgentTags(text: string): string[] {
  return Array.from(
    new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  );
}

/** The form's starting values. An agent without a visibility is public, as the server stores it. */
export function agentToMetadataValues(agent: AgentData): AgentMetadataValues {
  return {
    name: agent.name ?? '',
    description: agent.description ?? '',
    category: agent.category ?? '',
    tags: (agent.tags ?? []).join(', '),
    visibility: isVisibility(agent.visibility) ? agent.visibility : 'public',
    repository_url: agent.repository_url ?? '',
    documentation_url: agent.documentation_url ?? '',
  };
}

/** The schema's rules over the form; an empty object means it may be sent. */
export function validateAgentMetadata(values: AgentMetadataValues): FieldErrors<AgentMetadataField> {
  const M = AGENT_METADATA_MESSAGES;
  const errors: FieldErrors<AgentMetadataField> = {};
  const name = values.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > AGENT_METADATA_LIMITS.name) errors.name = M.nameTooLong;
  if (values.description.trim().length > AGENT_METADATA_LIMITS.description) errors.description = M.descriptionTooLong;
  const tags = parseAgentTags(values.tags);
  if (tags.length > AGENT_METADATA_LIMITS.tags) errors.tags = M.tooManyTags;
  else if (tags.some((tag) => tag.length > AGENT_METADATA_LIMITS.tag)) errors.tags = M.tagTooLong;
  for (const field of ['repository_url', 'documentation_url'] as const) {
    const url = values[field].trim();
    if (url && (url.length > AGENT_METADATA_LIMITS.url || !isValidUrl(url))) errors[field] = M.invalidUrl;
  }
  return errors;
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * The request body of PUT /agents/{id}: only the fields that differ from the agent, trimmed as
 * the server would store them ('' clears a URL). Empty when nothing changed.
 */
export function changedAgentMetadata(agent: AgentData, values: AgentMetadataValues): AgentUpdateInput {
  const before = agentToMetadataValues(agent);
  const changes: AgentUpdateInput = {};
  const name = values.name.trim();
  if (name !== before.name.trim()) changes.name = name;
  const description = values.description.trim();
  if (description !== before.description.trim()) changes.description = description;
  // '' (no category) and an unknown legacy category cannot be sent; they only stay as they are.
  if (values.category !== before.category && isAgentCategory(values.category)) changes.category = values.category;
  const tags = parseAgentTags(values.tags);
  if (!sameTags(tags, parseAgentTags(before.tags))) changes.tags = tags;
  if (values.visibility !== before.visibility) changes.visibility = values.visibility;
  for (const field of ['repository_url', 'documentation_url'] as const) {
    const url = values[field].trim();
    if (url !== before[field].trim()) changes[field] = url;
  }
  return changes;
}
