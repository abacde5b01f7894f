// Trust and safety calls: reporting an agent and deleting one's account (any signed-in user), and
// the operators' reports queue and takedowns (`api.moderation`). Their routes and schemas load
// with the first of these calls.
import type {
  AccountDeletionPreview,
  DeleteAccountInput,
  DeleteAccountResponse,
  Report,
  ReportCreatedResponse,
  ReportCreateInput,
  ReportListQuery,
  ReportListResponse,
  TakedownRequest,
  TakedownResponse,
} from '../contract/moderation';
import type { Http } from '../transport/http';
import { lazyRoutes, type CallOptions } from './input';
import { agentParams } from './paths';

export type ModerationResource = ReturnType<typeof createModerationResource>;

const callModeration = lazyRoutes(() => import('../contract/moderation').then((m) => m.MODERATION_ROUTES));

export function createModerationResource(http: Http) {
  return {
    /**
     * POST /agents/{id}/reports (signed in): report an agent, or one `version`, with a reason of
     * REPORT_REASONS and optional details. 400 `own_agent` for one's own agent; 429 past the limit.
     */
    async report(id: string, input: ReportCreateInput, options?: CallOptions): Promise<ReportCreatedResponse> {
      return callModeration(http, (routes) => routes.reportAgent, { params: agentParams(id), body: input, signal: options?.signal });
    },

    /**
     * GET /users/me/delete (signed in): what deleting the account would do: how many agents the
     * user owns, the organisations they may move to, those that refuse the deletion while the user
     * is their last owner, and those deleted with the user (their only member).
     */
    async accountDeletion(options?: CallOptions): Promise<AccountDeletionPreview> {
      return callModeration(http, (routes) => routes.accountDeletion, { signal: options?.signal });
    },

    /**
     * POST /users/me/delete (signed in): the account, its sessions, tokens, codes and agents, at
     * once; the agents move instead to `transfer_agents_to` when it names one of the preview's
     * `transfer_targets`. `username` is typed as a confirmation; a stale session gets 403
     * `reauthentication_required` (see `isReauthRequired`); the last owner of an organisation with
     * other members gets 409 `last_owner`. The session is gone afterwards.
     */
    async deleteAccount(input: DeleteAccountInput, options?: CallOptions): Promise<DeleteAccountResponse> {
      return callModeration(http, (routes) => routes.deleteAccount, { body: input, signal: options?.signal });
    },

    /** GET /admin/reports (operators; 403 `operator_required` otherwise): open reports unless `status` says. */
    async reports(query?: ReportListQuery, options?: CallOptions): Promise<ReportListResponse> {
      const params: Record<string, string> = query?.status ? { status: query.status } : {};
      return callModeration(http, (routes) => routes.listReports, { query: params, signal: options?.signal });
    },

    /** POST /admin/reports/{id}/dismiss (operators): no action; the reporter is told. */
    async dismissReport(id: string, options?: CallOptions): Promise<Report> {
      return callModeration(http, (routes) => routes.dismissReport, { params: { id }, signal: options?.signal });
    },

    /** POST /admin/agents/{id}/takedown (operators): hide the agent, or `version`, with a public reason. */
    async takeDown(id: string, input: TakedownRequest, options?: CallOptions): Promise<TakedownResponse> {
      return callModeration(http, (routes) => routes.takeDown, { params: agentParams(id), body: input, signal: options?.signal });
    },

    /** DELETE /admin/agents/{id}/takedown (operators): restore the agent, or `version`. */
    async restore(id: string, version?: string | null, options?: CallOptions): Promise<TakedownResponse> {
      return callModeration(http, (routes) => routes.restore, {
        params: agentParams(id),
        query: version ? { version } : {},
        signal: options?.signal,
      });
    },
  };
}
