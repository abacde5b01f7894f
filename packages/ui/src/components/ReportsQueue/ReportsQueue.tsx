import { Ban, Flag, RotateCcw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_STATUSES, type Report, type ReportReason } from '@agent-registry/api-client/rules';
import type { LoadStatus } from '../../status';
import { NoticeDialog } from '../AgentOwnerActions/NoticeDialog';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { SelectField } from '../Field/SelectField';
import { AccountItem, AccountSection, DateTime, ItemAction, LoadedItems, Meta, MetaList } from '../TokenList/AccountSection';

/** The texts of the operators' reports page. */
export const REPORTS_QUEUE_MESSAGES = {
  title: 'Reports',
  description: 'What users reported. Take the agent (or the version) down with a public reason, or dismiss the report.',
  empty: 'No reports here.',
  loadFailedPrefix: 'Failed to load reports: ',
  unknownError: 'Unknown error',
  takedownExplanation:
    'It leaves every list and search at once; its page and downloads show this reason instead. The owner and the reporters are mailed.',
} as const;

export type ReportFilter = (typeof REPORT_STATUSES)[number] | 'all';

export interface ReportsQueueProps {
  reports: readonly Report[];
  status: LoadStatus;
  error?: string | undefined;
  /** Which reports are listed. */
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  /** Confirmed in the dialog with the public reason. */
  onTakeDown: (report: Report, reason: string) => void;
  onDismiss: (report: Report) => void;
  onRestore: (report: Report) => void;
  /** The report whose action is under way. */
  busyId?: string | null | undefined;
  /** The server's refusal of the last takedown, shown in its dialog. */
  takedownError?: string | undefined;
  className?: string | undefined;
}

const target = (report: Report) => (report.version ? `${report.agent_ref} ${report.version}` : report.agent_ref);

/** The operators' queue of reports, each with what can be done about it. */
export function ReportsQueue({
  reports,
  status,
  error,
  filter,
  onFilterChange,
  onTakeDown,
  onDismiss,
  onRestore,
  busyId = null,
  takedownError,
  className,
}: ReportsQueueProps) {
  const [taking, setTaking] = useState<Report | null>(null);

  return (
    <AccountSection
      icon={Flag}
      messages={REPORTS_QUEUE_MESSAGES}
      className={className}
      actions={
        <SelectField
          label="Show"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as ReportFilter)}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'actioned', label: 'Taken down' },
            { value: 'dismissed', label: 'Dismissed' },
            { value: 'all', label: 'All' },
          ]}
        />
      }
    >
      <LoadedItems status={status} noun="Reports" error={error} messages={REPORTS_QUEUE_MESSAGES} items={reports}>
        {(report) => (
          <ReportItem
            key={report.id}
            report={report}
            busy={busyId === report.id}
            onTakeDown={() => setTaking(report)}
            onDismiss={() => onDismiss(report)}
            onRestore={() => onRestore(report)}
          />
        )}
      </LoadedItems>

      <NoticeDialog
        open={taking !== null}
        onOpenChange={(open) => !open && setTaking(null)}
        title={`Take down ${taking ? target(taking) : ''}`}
        description={REPORTS_QUEUE_MESSAGES.takedownExplanation}
        icon={<ShieldAlert size={20} />}
        danger
        label="Public reason"
        placeholder="e.g. Sends the mail it reads to a third party."
        submitLabel="Take down"
        pendingLabel="Taking down..."
        pending={taking !== null && busyId === taking.id}
        error={takedownError}
        onConfirm={(reason) => {
          if (taking) onTakeDown(taking, reason);
          setTaking(null);
        }}
      />
    </AccountSection>
  );
}

function ReportItem({
  report,
  busy,
  onTakeDown,
  onDismiss,
  onRestore,
}: {
  report: Report;
  busy: boolean;
  onTakeDown: () => void;
  onDismiss: () => void;
  onRestore: () => void;
}) {
  const name = target(report);
  const label = REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason;
  return (
    <AccountItem
      name={name}
      badges={
        <>
          <Badge tone={report.status === 'open' ? 'warning' : 'neutral'}>{report.status}</Badge>
          {report.takedown && <Badge tone="danger">taken down</Badge>}
        </>
      }
      actions={
        <>
          {report.takedown ? (
            <ItemAction label="Restore" name={name} icon={RotateCcw} busy={busy} onClick={onRestore} />
          ) : (
            <ItemAction label="Take down" name={name} icon={Ban} busy={busy} onClick={onTakeDown} />
          )}
          {report.status === 'open' && <ItemAction label="Dismiss" name={name} icon={Flag} busy={busy} onClick={onDismiss} />}
        </>
      }
    >
      <MetaList>
        <Meta term="Reason">{label}</Meta>
        <Meta term="Reported by">{report.reporter ?? 'a deleted account'}</Meta>
        <Meta term="Reported">
          <DateTime iso={report.created_at} />
        </Meta>
        {report.takedown && <Meta term="Public reason">{report.takedown.reason}</Meta>}
      </MetaList>
      {report.details && (
        <Box as="p" margin={0} fontSize="sm">
          {report.details}
        </Box>
      )}
    </AccountItem>
  );
}
