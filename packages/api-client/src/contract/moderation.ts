// Trust and safety: reports on agents, operators' takedowns and leaving the registry. Operators
// are named by the server's OPERATORS setting; the profile answer says `is_operator`.
import * as z from 'zod/mini';
import { count, IdParamsSchema, requiredText, signedInRoute, text, type ApiRoute } from './common';
import { AgentSchema, TakedownSchema } from './entities';
import { MODERATION_MESSAGES, REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, REPORT_STATUSES, TAKEDOWN_REASON_MAX_LENGTH } from './trust';

export * from './trust';

/** POST /agents/{id}/reports: a signed-in user reports an agent (or one of its versions). */
export const ReportCreateSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, MODERATION_MESSAGES.reasonRequired),
  details: z.optional(text(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH, `At most ${REPORT_DETAILS_MAX_LENGTH} characters`))),
  version: z.optional(text(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type ReportCreateInput = z.input<typeof ReportCreateSchema>;

/** A report as operators list it, with the state of what it names. */
export const ReportSchema = z.object({
  id: z.string(),
  agent_id: z.string(),
  /** 'owner/name'. */
  agent_ref: z.string(),
  agent_name: z.string(),
  version: z.nullable(z.string()),
  reason: z.string(),
  details: z.string(),
  status: z.string(),
  /** The reporter's username (null once they deleted their account). */
  reporter: z.nullable(z.string()),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
  /** The current takedown of what the report names (the agent, or its version), if any. */
  takedown: z.nullable(TakedownSchema),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportCreatedResponseSchema = z.object({ message: z.string(), report: ReportSchema });
export type ReportCreatedResponse = z.infer<typeof ReportCreatedResponseSchema>;

/** GET /admin/reports?status= (default 'open'; 'all' for every report), newest first. */
export const ReportListQuerySchema = z.strictObject({
  status: z.optional(z.enum([...REPORT_STATUSES, 'all'])),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportListResponseSchema = z.object({ data: z.array(ReportSchema), count: count() });
export type ReportListResponse = z.infer<typeof ReportListResponseSchema>;

/** POST /admin/agents/{id}/takedown: hide the agent, or one `version`, with a public reason. */
export const TakedownRequestSchema = z.strictObject({
  reason: requiredText(z.maxLength(TAKEDOWN_REASON_MAX_LENGTH, `At most ${TAKEDOWN_REASON_MAX_LENGTH} characters`)),
  version: z.optional(text(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type TakedownRequest = z.input<typeof TakedownRequestSchema>;

/** DELETE /admin/agents/{id}/takedown?version=: restore. */
export const TakedownQuerySchema = z.strictObject({ version: z.optional(text(z.trim(), z.minLength(1), z.maxLength(64))) });

/** Both takedown calls answer the agent as operators see it and the version they named. */
export const TakedownResponseSchema = z.object({
  message: z.string(),
  agent: AgentSchema,
  version: z.nullable(z.string()),
  takedown: z.nullable(TakedownSchema),
});
export type TakedownResponse = z.infer<typeof TakedownResponseSchema>;

/**
 * GET /users/me/delete: what deleting the account would do, for the confirmation screen. The
 * user's own agents are deleted, or moved to one of `transfer_targets` (organisations they own
 * that keep another owner); organisations where they are the only member go with them, their
 * agents too; while they are the last owner of an organisation with other members
 * (`blocking_organizations`), the deletion is refused.
 */
export const AccountDeletionPreviewSchema = z.object({
  /** How many agents the user owns (an organisation's agents are the organisation's). */
  agents: count(),
  transfer_targets: z.array(z.string()),
  blocking_organizations: z.array(z.string()),
  organizations_deleted: z.array(z.string()),
});
export type AccountDeletionPreview = z.infer<typeof AccountDeletionPreviewSchema>;

/**
 * POST /users/me/delete: the account and everything it holds, after a recent password proof.
 * `username` is typed by the user as a confirmation; `transfer_agents_to` names an organisation
 * of the preview's `transfer_targets` to hand the user's agents to (else they are deleted).
 */
export const DeleteAccountSchema = z.strictObject({
  username: requiredText(),
  transfer_agents_to: z.optional(z.nullable(text(z.trim(), z.toLowerCase()))),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

export const DeleteAccountResponseSchema = z.object({
  message: z.string(),
  agents_deleted: count(),
  agents_transferred: count(),
  organizations_deleted: z.array(z.string()),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

export const ReportIdParamsSchema = IdParamsSchema;

export const MODERATION_ROUTES = {
  reportAgent: signedInRoute('POST /agents/{id}/reports', ReportCreatedResponseSchema, { body: ReportCreateSchema }),
  listReports: signedInRoute('GET /admin/reports', ReportListResponseSchema, { query: ReportListQuerySchema }),
  dismissReport: signedInRoute('POST /admin/reports/{id}/dismiss', ReportSchema),
  takeDown: signedInRoute('POST /admin/agents/{id}/takedown', TakedownResponseSchema, { body: TakedownRequestSchema }),
  restore: signedInRoute('DELETE /admin/agents/{id}/takedown', TakedownResponseSchema, { query: TakedownQuerySchema }),
  accountDeletion: signedInRoute('GET /users/me/delete', AccountDeletionPreviewSchema),
  deleteAccount: signedInRoute('POST /users/me/delete', DeleteAccountResponseSchema, { body: DeleteAccountSchema }),
} as const satisfies Record<string, ApiRoute>;
