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
import { FormDialog, type DialogFormProps, type FormDialogProps } from '../Dialog/FormDialog';
import { SelectField } from '../Field/SelectField';
import { TextAreaField } from '../TextField/TextField';

/** What reporting does, as the dialog explains it. */
export const REPORT_EXPLANATION = 'The registry operators review every report. The owner is not told who reported the agent.';

export interface ReportValues {
  reason: ReportReason;
  /** Trimmed; '' when none was given. */
  details: string;
}

/** Its `error` is the server's answer to a failed report (a rate limit, say), shown under the details. */
export interface ReportDialogProps extends FormDialogProps {
  /** The agent's name (or 'owner/name'), in the title. */
  agentName: string;
  /** Called with a reason of REPORT_REASONS and the trimmed details. */
  onSubmit: (values: ReportValues) => void;
}

/** Asks a signed-in visitor why an agent should be looked at: a reason from a short list and details. */
export function ReportDialog({ agentName, onSubmit, ...dialog }: ReportDialogProps) {
  return (
    <FormDialog
      {...dialog}
      focusField="select"
      title={`Report ${agentName}`}
      description={REPORT_EXPLANATION}
      icon={<Flag size={20} />}
      danger
    >
      {(form) => <ReportForm {...form} onSubmit={onSubmit} />}
    </FormDialog>
  );
}

const reasonOptions = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

function ReportForm({ onSubmit, pending, error, onCancel }: DialogFormProps & Pick<ReportDialogProps, 'onSubmit'>) {
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
        placeholder="Choose a reason"
        options={reasonOptions}
      />
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
