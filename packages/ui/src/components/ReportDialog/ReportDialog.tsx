import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  MODERATION_MESSAGES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@agent-registry/api-client/rules';
import { Stack } from '../Box/Stack';
import { DialogActions } from '../AgentOwnerActions/NoticeDialog';
import { DialogFrame } from '../Dialog/DialogFrame';
import { SelectField } from '../Field/SelectField';
import { TextAreaField } from '../TextField/TextField';

/** What reporting does, as the dialog explains it. */
export const REPORT_EXPLANATION = 'The registry operators review every report. The owner is not told who reported the agent.';

export interface ReportValues {
  reason: ReportReason;
  /** Trimmed; '' when none was given. */
  details: string;
}

export interface ReportDialogProps {
  open: boolean;
  /** The agent's name (or 'owner/name'), in the title. */
  agentName: string;
  /** Cancel, Escape or the close button (ignored while `pending`). */
  onOpenChange: (open: boolean) => void;
  /** Called with a reason of REPORT_REASONS and the trimmed details. */
  onSubmit: (values: ReportValues) => void;
  /** The report is being sent: fields and buttons are disabled. */
  pending?: boolean;
  /** The server's answer to a failed report (a rate limit, say), shown under the details. */
  error?: string | undefined;
  className?: string;
}

/** Asks a signed-in visitor why an agent should be looked at: a reason from a short list and details. */
export function ReportDialog({ open, agentName, onOpenChange, onSubmit, pending = false, error, className }: ReportDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      focusField="select"
      title={`Report ${agentName}`}
      description={REPORT_EXPLANATION}
      icon={<Flag size={20} />}
      danger
      className={className}
    >
      <ReportForm onSubmit={onSubmit} pending={pending} error={error} onCancel={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function ReportForm({
  onSubmit,
  pending,
  error,
  onCancel,
}: Pick<ReportDialogProps, 'onSubmit' | 'error'> & { pending: boolean; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; details?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = details.trim();
    if (!REPORT_REASONS.includes(reason as ReportReason)) return setProblem({ reason: MODERATION_MESSAGES.reasonRequired });
    if (text.length > REPORT_DETAILS_MAX_LENGTH) return setProblem({ details: `At most ${REPORT_DETAILS_MAX_LENGTH} characters` });
    onSubmit({ reason: reason as ReportReason, details: text });
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <SelectField
        label="Reason"
        required
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem({});
        }}
        error={problem.reason}
        disabled={pending}
      >
        <option value="" disabled>
          Choose a reason
        </option>
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {REPORT_REASON_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Details (optional)"
        rows={4}
        placeholder="What did you see? Links, versions, what it did."
        value={details}
        onChange={(event) => {
          setDetails(event.target.value);
          setProblem({});
        }}
        counter={`${details.trim().length}/${REPORT_DETAILS_MAX_LENGTH}`}
        error={problem.details ?? error}
        disabled={pending}
      />
      <DialogActions onCancel={onCancel} pending={pending} submitLabel="Send report" pendingLabel="Sending..." submitVariant="danger" />
    </Stack>
  );
}
