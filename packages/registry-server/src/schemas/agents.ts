// Agent writes and downloads are not in the shared contract (spec section 7 lists only the
// reads), so their schemas live here. Reported to the api-client owners.
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_VISIBILITIES,
  AgentSchema,
  VALIDATION_MESSAGES as M,
} from '@agent-registry/api-client/contract';
import { z } from 'zod';
import { optionalHttpUrl } from './common.js';

export const AGENT_STATUSES = ['draft', 'published', 'deprecated', 'archived'] as const;

const VERSION_PATTERN = /^v?\d+(\.\d+){0,2}([-+][0-9A-Za-z.-]+)?$/;

const fields = {
  name: z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  author_name: z.string().trim().max(100, 'Author name must be at most 100 characters'),
  category: z.enum(AGENT_FILTER_CATEGORIES, { error: `Category must be one of: ${AGENT_FILTER_CATEGORIES.join(', ')}` }),
  tags: z
    .array(z.string().trim().min(1, 'Tags cannot be empty').max(40, 'A tag must be at most 40 characters'))
    .max(20, 'At most 20 tags'),
  visibility: z.enum(AGENT_VISIBILITIES),
  status: z.enum(AGENT_STATUSES),
  current_version: z.string().trim().max(64).regex(VERSION_PATTERN, 'Version must look like 1.2.3'),
  repository_url: optionalHttpUrl,
  documentation_url: optionalHttpUrl,
  /** The agent's configuration (agent.yaml as JSON) handed to the CLI on download. */
  manifest: z
    .record(z.string(), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 50_000, 'The manifest must be at most 50 KB')
    .nullish(),
};

/** POST /agents */
export const AgentCreateSchema = z.strictObject({
  name: fields.name,
  description: fields.description.optional(),
  author_name: fields.author_name.optional(),
  category: fields.category,
  tags: fields.tags.optional(),
  visibility: fields.visibility.optional(),
  status: fields.status.optional(),
  current_version: fields.current_version.optional(),
  repository_url: fields.repository_url,
  documentation_url: fields.documentation_url,
  manifest: fields.manifest,
});
export type AgentCreate = z.output<typeof AgentCreateSchema>;

/** PUT /agents/{id}: any subset of the create fields. */
export const AgentUpdateSchema = z.strictObject({
  name: fields.name.optional(),
  description: fields.description.optional(),
  author_name: fields.author_name.optional(),
  category: fields.category.optional(),
  tags: fields.tags.optional(),
  visibility: fields.visibility.optional(),
  status: fields.status.optional(),
  current_version: fields.current_version.optional(),
  repository_url: fields.repository_url,
  documentation_url: fields.documentation_url,
  manifest: fields.manifest,
});
export type AgentUpdate = z.output<typeof AgentUpdateSchema>;

/** An agent as this server sends it: the contract's shape plus the owner's id. */
export const AgentOutSchema = AgentSchema.extend({ owner_id: z.string().optional() });

export const AgentDeleteResponseSchema = z.object({ message: z.string(), id: z.string() });

/** GET /agents/{id}/download: what the Agent as Code CLI needs to write the agent locally. */
export const AgentManifestResponseSchema = z.object({
  format: z.literal('agent-registry.manifest/v1'),
  agent: AgentSchema,
  /** agent.yaml as an object (apiVersion, kind, metadata, spec). */
  manifest: z.record(z.string(), z.unknown()),
  /** The same manifest as YAML text, ready to save as agent.yaml. */
  agent_yaml: z.string(),
  downloaded_at: z.string(),
});
