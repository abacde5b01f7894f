import { ArrowRightLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Stack } from '../Box/Stack';
import { DialogActions } from '../AgentOwnerActions/NoticeDialog';
import { DialogFrame } from '../Dialog/DialogFrame';
import { SelectField } from '../Field/SelectField';

/** What a transfer does, as the dialog explains it. */
export const TRANSFER_EXPLANATION =
  'The agent, its versions and downloads move to the namespace you choose. Its old address keeps working and leads to the new one.';
export const TRANSFER_NO_TARGET = 'You have no other namespace to move it to. Create an organisation first.';
export const TRANSFER_CHOOSE = 'Choose a namespace';

export interface TransferAgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent's current 'owner/name'. */
  agentRef: string;
  /** Where it may go: the user's own namespace and their organisations, the current one left out. */
  namespaces: readonly string[];
  /** Called with the chosen namespace. */
  onConfirm: (namespace: string) => void;
  pending?: boolean;
  /** The server's refusal (a name taken there, say). */
  error?: string | undefined;
  className?: string;
}

/** Moves an agent into another namespace (the owner's own, or an organisation they belong to). */
export function TransferAgentDialog({ open, onOpenChange, pending = false, className, ...form }: TransferAgentDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      focusField="select"
      title={`Transfer ${form.agentRef}`}
      description={TRANSFER_EXPLANATION}
      icon={<ArrowRightLeft size={20} />}
      className={className}
    >
      <TransferForm {...form} pending={pending} onCancel={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function TransferForm({
  agentRef,
  namespaces,
  onConfirm,
  pending,
  error,
  onCancel,
}: Pick<TransferAgentDialogProps, 'agentRef' | 'namespaces' | 'onConfirm' | 'error'> & { pending: boolean; onCancel: () => void }) {
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const slug = agentRef.split('/')[1] ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return setProblem(namespaces.length ? TRANSFER_CHOOSE : TRANSFER_NO_TARGET);
    onConfirm(target);
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <SelectField
        label="New namespace"
        required
        value={target}
        onChange={(event) => {
          setTarget(event.target.value);
          setProblem(undefined);
        }}
        hint={target ? `New address: ${target}/${slug}` : namespaces.length ? undefined : TRANSFER_NO_TARGET}
        error={problem ?? error}
        disabled={pending}
      >
        <option value="" disabled>
          {TRANSFER_CHOOSE}
        </option>
        {namespaces.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <DialogActions onCancel={onCancel} pending={pending} submitLabel="Transfer" pendingLabel="Transferring..." />
    </Stack>
  );
}
