// The publishing calls of spec section 7 (PUBLISHING_ROUTES): creating, editing and deleting an
// agent, and its versions (publish, list, read, yank, undo a yank, deprecate, download). An agent
// is a series of immutable versions of an agent.yaml with a README. The server checks the YAML
// itself (publishRules.ts); these schemas bound the request shapes and describe the answers.
import * as z from 'zod/mini';
import { AGENT_FILTER_CATEGORIES, AGENT_VISIBILITIES, NOTICE_MAX_LENGTH } from './constants';
import { checked, count, IdParamsSchema, route, signedInRoute, text, webAddress, type ApiRoute } from './common';
import { AgentAnswerWireSchema, AgentSchema, TakedownSchema } from './entities';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  AGENT_VERSION_MAX_LENGTH,
  AGENT_YAML_MAX_BYTES,
  CHANGELOG_MAX_LENGTH,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  utf8Length,
} from './publishRules';
import { AgentResponseSchema } from './agents';

/** An http(s) URL, or '' / null to clear. */
const optionalHttpUrl = z.nullish(
  text(
    z.trim(),
    z.maxLength(AGENT_METADATA_LIMITS.url, AGENT_METADATA_MESSAGES.invalidUrl),
    webAddress(AGENT_METADATA_MESSAGES.invalidUrl, { blank: true }),
  ),
);

/** At most `max` bytes of UTF-8. */
/* @__NO_SIDE_EFFECTS__ */
function bytes(max: number, message: string) {
  return text(z.refine((value: string) => utf8Length(value) <= max, message));
}

/** The listing of an agent, as POST /agents and PUT /agents/{id} accept it. */
const agentWriteFields = {
  /** Display name; defaults to the agent.yaml's metadata.name. */
  name: text(
    z.trim(),
    z.minLength(1, AGENT_METADATA_MESSAGES.nameRequired),
    z.maxLength(AGENT_METADATA_LIMITS.name, AGENT_METADATA_MESSAGES.nameTooLong),
  ),
  description: text(z.trim(), z.maxLength(AGENT_METADATA_LIMITS.description, AGENT_METADATA_MESSAGES.descriptionTooLong)),
  author_name: text(z.trim(), z.maxLength(100, 'Author name must be at most 100 characters')),
  category: z.enum(AGENT_FILTER_CATEGORIES, { error: `Category must be one of: ${AGENT_FILTER_CATEGORIES.join(', ')}` }),
  tags: checked(
    z.array(
      text(z.trim(), z.minLength(1, 'Tags cannot be empty'), z.maxLength(AGENT_METADATA_LIMITS.tag, AGENT_METADATA_MESSAGES.tagTooLong)),
    ),
    z.maxLength(AGENT_METADATA_LIMITS.tags, AGENT_METADATA_MESSAGES.tooManyTags),
  ),
  visibility: z.enum(AGENT_VISIBILITIES),
};

/** A version as POST /agents and POST /agents/{id}/versions accept it. */
const versionFields = {
  /** The agent.yaml text, published byte for byte (at most AGENT_YAML_MAX_BYTES). */
  agent_yaml: z.optional(bytes(AGENT_YAML_MAX_BYTES, PUBLISH_MESSAGES.yamlTooLarge)),
  /** The agent.yaml as JSON, for callers without YAML; written out as YAML by the server. */
  manifest: z.nullish(z.record(z.string(), z.unknown())),
  /** Markdown (at most README_MAX_BYTES). */
  readme: z.optional(bytes(README_MAX_BYTES, PUBLISH_MESSAGES.readmeTooLarge)),
  changelog: z.optional(
    text(z.trim(), z.maxLength(CHANGELOG_MAX_LENGTH, `The changelog must be at most ${CHANGELOG_MAX_LENGTH} characters`)),
  ),
};

const agentLinks = { repository_url: optionalHttpUrl, documentation_url: optionalHttpUrl };

/** The listing's fields, each optional. */
const optionalWriteFields = z.partial(z.object(agentWriteFields)).shape;

/**
 * POST /agents: a new agent with its first version. Send `agent_yaml` (or `manifest`); name,
 * description and tags default to its metadata.
 */
export const AgentCreateSchema = z.strictObject({
  ...versionFields,
  ...optionalWriteFields,
  category: agentWriteFields.category,
  ...agentLinks,
  /** Legacy: the version now comes from metadata.version; when given it must agree. */
  current_version: z.optional(text(z.trim(), z.maxLength(64))),
  /** Where to publish: the caller's username (the default) or an organisation they maintain. */
  namespace: z.optional(text(z.trim(), z.toLowerCase(), z.minLength(1, M.fieldRequired), z.maxLength(39))),
});
export type AgentCreate = z.output<typeof AgentCreateSchema>;
export type AgentCreateInput = z.input<typeof AgentCreateSchema>;

/** PUT /agents/{id}: the agent's metadata (versions are published, never edited). */
export const AgentUpdateSchema = z.strictObject({ ...optionalWriteFields, ...agentLinks });
export type AgentUpdate = z.output<typeof AgentUpdateSchema>;
export type AgentUpdateInput = z.input<typeof AgentUpdateSchema>;

/** POST /agents/{id}/versions: a new immutable version. */
export const AgentPublishSchema = z.strictObject(versionFields);
export type AgentPublish = z.output<typeof AgentPublishSchema>;
export type AgentPublishInput = z.input<typeof AgentPublishSchema>;

/** Path of the calls on one version. */
export const VersionParamsSchema = z.strictObject({
  ...IdParamsSchema.shape,
  version: text(z.trim(), z.minLength(1, M.fieldRequired), z.maxLength(AGENT_VERSION_MAX_LENGTH)),
});
export type VersionParams = z.infer<typeof VersionParamsSchema>;

/** A yank reason or a deprecation message. */
const notice = text(z.trim(), z.minLength(1, M.fieldRequired), z.maxLength(NOTICE_MAX_LENGTH, `At most ${NOTICE_MAX_LENGTH} characters`));

/** POST /agents/{id}/versions/{version}/yank */
export const AgentYankSchema = z.strictObject({ reason: notice });
export type AgentYank = z.output<typeof AgentYankSchema>;

/** POST /agents/{id}/deprecate */
export const AgentDeprecateSchema = z.strictObject({ message: notice });
export type AgentDeprecate = z.output<typeof AgentDeprecateSchema>;

/** A version's container image, pushed through the registry's OCI API (`/v2/`). */
export const AgentImageSchema = z.object({
  digest: z.string(),
  media_type: z.string(),
  size: z.number(),
  platforms: z.array(z.string()),
  created_at: z.nullable(z.string()),
  pushed_at: z.string(),
});
export type AgentImage = z.infer<typeof AgentImageSchema>;

/** One published version. `agent_yaml` and `readme` come with GET of one version only. */
export const AgentVersionSchema = z.object({
  version: z.string(),
  /** sha256 of the agent.yaml text, hex. */
  digest: z.string(),
  changelog: z.string(),
  published_at: z.string(),
  /** Username of the publisher. */
  published_by: z.nullable(z.string()),
  download_count: count(),
  prerelease: z.boolean(),
  yanked: z.boolean(),
  yank_reason: z.nullable(z.string()),
  yanked_at: z.nullable(z.string()),
  /** Set while an operator has this version taken down (its texts are then withheld). */
  takedown: z.nullish(TakedownSchema),
  agent_yaml: z.optional(z.string()),
  readme: z.optional(z.string()),
  image: z.optional(z.nullable(AgentImageSchema)),
});
export type AgentVersion = z.infer<typeof AgentVersionSchema>;

/** GET /agents/{id}/versions: newest version first. */
export const AgentVersionListResponseSchema = z.object({
  data: z.array(AgentVersionSchema),
  current_version: z.nullable(z.string()),
});
export type AgentVersionListResponse = z.infer<typeof AgentVersionListResponseSchema>;

/** GET /agents/{id}/download query: a version, else the current one. */
export const AgentDownloadQuerySchema = z.strictObject({
  version: z.optional(text(z.trim(), z.minLength(1), z.maxLength(AGENT_VERSION_MAX_LENGTH))),
});
export type AgentDownloadQuery = z.output<typeof AgentDownloadQuerySchema>;

/** GET /agents/{id}/download: what the Agent as Code CLI writes out as agent.yaml. */
export const AgentManifestResponseSchema = z.object({
  format: z.literal('agent-registry.manifest/v1'),
  agent: AgentSchema,
  version: z.string(),
  digest: z.string(),
  yanked: z.boolean(),
  /** agent.yaml as an object (apiVersion, kind, metadata, spec). */
  manifest: z.record(z.string(), z.unknown()),
  /** The published agent.yaml text, ready to save. */
  agent_yaml: z.string(),
  downloaded_at: z.string(),
});
export type AgentManifestResponse = z.infer<typeof AgentManifestResponseSchema>;

/** DELETE /agents/{id} */
export const AgentDeleteResponseSchema = z.object({ message: z.string(), id: z.string() });
export type AgentDeleteResponse = z.infer<typeof AgentDeleteResponseSchema>;

/** The publishing calls. Every `{id}` may be the agent's id or its 'owner/name' (URL-encoded). */
export const PUBLISHING_ROUTES = {
  createAgent: signedInRoute('POST /agents', AgentResponseSchema, { body: AgentCreateSchema, wire: AgentAnswerWireSchema }),
  updateAgent: signedInRoute('PUT /agents/{id}', AgentResponseSchema, { body: AgentUpdateSchema, wire: AgentAnswerWireSchema }),
  deleteAgent: signedInRoute('DELETE /agents/{id}', AgentDeleteResponseSchema),
  downloadAgent: route('GET /agents/{id}/download', AgentManifestResponseSchema, { query: AgentDownloadQuerySchema }),
  listVersions: route('GET /agents/{id}/versions', AgentVersionListResponseSchema),
  publishVersion: signedInRoute('POST /agents/{id}/versions', AgentVersionSchema, { body: AgentPublishSchema }),
  getVersion: route('GET /agents/{id}/versions/{version}', AgentVersionSchema, { params: VersionParamsSchema }),
  yankVersion: signedInRoute('POST /agents/{id}/versions/{version}/yank', AgentVersionSchema, {
    params: VersionParamsSchema,
    body: AgentYankSchema,
  }),
  unyankVersion: signedInRoute('DELETE /agents/{id}/versions/{version}/yank', AgentVersionSchema, { params: VersionParamsSchema }),
  deprecateAgent: signedInRoute('POST /agents/{id}/deprecate', AgentResponseSchema, {
    body: AgentDeprecateSchema,
    wire: AgentAnswerWireSchema,
  }),
  undeprecateAgent: signedInRoute('DELETE /agents/{id}/deprecate', AgentResponseSchema, { wire: AgentAnswerWireSchema }),
} as const satisfies Record<string, ApiRoute>;
