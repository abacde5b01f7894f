// Reports, takedowns and leaving, as react-query hooks. A takedown or a restore refreshes every
// cached view of agents; the reports list refreshes after each operator action.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput, Report, ReportCreateInput } from '@agent-registry/api-client/contract';
import type { ReportFilter } from '@agent-registry/ui';
import { api } from './api';

const reportsKey = (filter: ReportFilter) => ['admin', 'reports', filter] as const;

export function useReportAgent(id: string) {
  return useMutation({ mutationFn: (input: ReportCreateInput) => api.moderation.report(id, input) });
}

const accountDeletionKey = ['account', 'deletion'] as const;

/** What deleting the account would do (where the agents may go, what refuses it), for the settings page. */
export function useAccountDeletion() {
  return useQuery({ queryKey: accountDeletionKey, queryFn: ({ signal }) => api.moderation.accountDeletion({ signal }) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.moderation.deleteAccount(input),
    // A refusal may come from a change elsewhere (a co-owner left): the preview says what holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: accountDeletionKey }),
  });
}

export function useReports(filter: ReportFilter) {
  return useQuery({
    queryKey: reportsKey(filter),
    queryFn: ({ signal }) => api.moderation.reports(filter === 'open' ? {} : { status: filter }, { signal }),
  });
}

export type ModerationAction =
  { kind: 'takedown'; report: Report; reason: string } | { kind: 'restore'; report: Report } | { kind: 'dismiss'; report: Report };

/** Take down, restore or dismiss: each refreshes the reports and every cached agent view. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ModerationAction): Promise<unknown> => {
      const { report } = action;
      if (action.kind === 'dismiss') return api.moderation.dismissReport(report.id);
      if (action.kind === 'restore') return api.moderation.restore(report.agent_id, report.version);
      return api.moderation.takeDown(report.agent_id, { reason: action.reason, ...(report.version ? { version: report.version } : {}) });
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['agents'] })]),
  });
}

/** An operator restores (or takes down) from the agent's page. */
export function useAgentTakedown(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => (reason === null ? api.moderation.restore(id) : api.moderation.takeDown(id, { reason })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  });
}
