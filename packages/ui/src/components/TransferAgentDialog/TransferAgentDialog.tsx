import { ArrowRightLeft } from 'lucide-react';
import { type FormEvent } from 'react';
import { useCheckedValue } from '../../private/hooks/useCheckedValue';
import { Stack } from '../Box/Stack';
import { DialogActions } from '../AgentOwnerActions/NoticeDialog';
import { FormDialog, type DialogFormProps, type FormDialogProps } from '../Dialog/FormDialog';
import { SelectField } from '../Field/SelectField';

/** What a transfer does, as the dialog explains it. */
export const TRANSFER_EXPLANATION =
  'The agent, its versions and downloads move to the namespace you choose. Its old address keeps working and leads to the new one.';
export const TRANSFER_NO_TARGET = 'You have no other namespace to move it to. Create an organisation first.';
export const TRANSFER_CHOOSE = 'Choose a namespace';

/** Its `error` is the server's refusal (a name taken there, say). */
export interface TransferAgentDialogProps extends FormDialogProps {
  /** The agent's current 'owner/name'. */
  agentRef: string;
  /** Where it may go: the user's own namespace and their organisations, the current one left out. */
  namespaces: readonly string[];
  /** Called with the chosen namespace. */
  onConfirm: (namespace: string) => void;
}

/** Moves an agent into another namespace (the owner's own, or an organisation they belong to). */
export function TransferAgentDialog({ agentRef, namespaces, onConfirm, ...dialog }: TransferAgentDialogProps) {
  return (
    <FormDialog
      {...dialog}
      focusField="select"
      title={`Transfer ${agentRef}`}
      description={TRANSFER_EXPLANATION}
      icon={<ArrowRightLeft size={20} />}
    >
      {(form) => <TransferForm {...form} agentRef={agentRef} namespaces={namespaces} onConfirm={onConfirm} />}
    </FormDialog>
  );
}

function TransferForm({
  agentRef,
  namespaces,
  onConfirm,
  pending,
  error,
  onCancel,
}: DialogFormProps & Pick<TransferAgentDialogProps, 'agentRef' | 'namespaces' | 'onConfirm'>) {
  const target = useCheckedValue();
  const slug = agentRef.split('/')[1] ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!target.value) return target.refuse(namespaces.length ? TRANSFER_CHOOSE : TRANSFER_NO_TARGET);
    onConfirm(target.value);
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <SelectField
        label="New namespace"
        required
        value={target.value}
        onChange={target.onChange}
        hint={target.value ? `New address: ${target.value}/${slug}` : namespaces.length ? undefined : TRANSFER_NO_TARGET}
        error={target.problem ?? error}
        disabled={pending}
        placeholder={TRANSFER_CHOOSE}
        options={namespaces.map((name) => ({ value: name, label: name }))}
      />
      <DialogActions onCancel={onCancel} pending={pending} submitLabel="Transfer" pendingLabel="Transferring..." />
    </Stack>
  );
}
