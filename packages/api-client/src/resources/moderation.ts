// Trust and safety calls: reporting an agent and deleting one's account (any signed-in user), and
// the operators' reports queue and takedowns. Their schemas load with their first call.
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
import { callRoute } from './input';
import { once } from './lazy';
import { agentParams } from './paths';

type CallOptions = { signal?: AbortSignal | undefined };

export interface ModerationResource {
  /**
   * POST /agents/{id}/reports (signed in): report an agent, or one `version`, with a reason of
   * REPORT_REASONS and optional details. 400 `own_agent` for one's own agent; 429 past the limit.
   */
  report(id: string, input: ReportCreateInput, options?: CallOptions): Promise<ReportCreatedResponse>;
  /**
   * GET /users/me/delete (signed in): what deleting the account would do: how many agents the
   * user owns, the organisations they may move to, those that refuse the deletion while the user
   * is their last owner, and those deleted with the user (their only member).
   */
  accountDeletion(options?: CallOptions): Promise<AccountDeletionPreview>;
  /**
   * POST /users/me/delete (signed in): the account, its sessions, tokens, codes and agents, at
   * once; the agents move instead to `transfer_agents_to` when it names one of the preview's
   * `transfer_targets`. `username` is typed as a confirmation; a stale session gets 403
   * `reauthentication_required` (see `isReauthRequired`); the last owner of an organisation with
   * other members gets 409 `last_owner`. The session is gone afterwards.
   */
  deleteAccount(input: DeleteAccountInput, options?: CallOptions): Promise<DeleteAccountResponse>;
  /** GET /admin/reports (operators; 403 `operator_required` otherwise): open reports unless `status` says. */
  reports(query?: ReportListQuery, options?: CallOptions): Promise<ReportListResponse>;
  /** POST /admin/reports/{id}/dismiss (operators): no action; the reporter is told. */
  dismissReport(id: string, options?: CallOptions): Promise<Report>;
  /** POST /admin/agents/{id}/takedown (operators): hide the agent, or `version`, with a public reason. */
  takeDown(id: string, input: TakedownRequest, options?: CallOptions): Promise<TakedownResponse>;
  /** DELETE /admin/agents/{id}/takedown (operators): restore the agent, or `version`. */
  restore(id: string, version?: string | null, options?: CallOptions): Promise<TakedownResponse>;
}

export function createModerationResource(http: Http): ModerationResource {
  const routes = once(() => import('../contract/moderation').then((m) => m.MODERATION_ROUTES));
  return {
    report: async (id, input, options) =>
      callRoute(http, (await routes()).reportAgent, { params: agentParams(id), body: input, signal: options?.signal }),
    accountDeletion: async (options) => callRoute(http, (await routes()).accountDeletion, { signal: options?.signal }),
    deleteAccount: async (input, options) => callRoute(http, (await routes()).deleteAccount, { body: input, signal: options?.signal }),
    reports: async (query, options) => {
      const params: Record<string, string> = query?.status ? { status: query.status } : {};
      return callRoute(http, (await routes()).listReports, { query: params, signal: options?.signal });
    },
    dismissReport: async (id, options) => callRoute(http, (await routes()).dismissReport, { params: { id }, signal: options?.signal }),
    takeDown: async (id, input, options) =>
      callRoute(http, (await routes()).takeDown, { params: agentParams(id), body: input, signal: options?.signal }),
    restore: async (id, version, options) =>
      callRoute(http, (await routes()).restore, {
        params: agentParams(id),
        query: version ? { version } : {},
        signal: options?.signal,
      }),
  };
}
