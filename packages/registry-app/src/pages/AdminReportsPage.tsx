import { useState } from 'react';
import { ReportsQueue, notify, type ReportFilter } from '@agent-registry/ui';
import { useModerationAction, useReports, type ModerationAction } from '../data/moderation';
import { errorMessage, loadStatus } from '../data/status';

/**
 * /admin/reports: the operators' queue (beyond the spec's route table; the server answers 403
 * `operator_required` to anyone else, shown as the load failure).
 */
export default function AdminReportsPage() {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const reports = useReports(filter);
  const action = useModerationAction();

  function run(next: ModerationAction) {
    action.mutate(next, {
      onSuccess: (answer) => {
        const message = (answer as { message?: string }).message;
        notify.success(message ?? 'Report dismissed');
      },
      onError: (error) => notify.error(errorMessage(error) ?? 'Action failed'),
    });
  }

  return (
    <ReportsQueue
      reports={reports.data?.data ?? []}
      status={loadStatus(reports)}
      error={errorMessage(reports.error)}
      filter={filter}
      onFilterChange={setFilter}
      busyId={action.isPending ? action.variables.report.id : null}
      onTakeDown={(report, reason) => run({ kind: 'takedown', report, reason })}
      onRestore={(report) => run({ kind: 'restore', report })}
      onDismiss={(report) => run({ kind: 'dismiss', report })}
    />
  );
}
