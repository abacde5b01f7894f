import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, namespaceProblem } from '@agent-registry/api-client/rules';
import { Stack } from '../Box/Stack';
import { AccountSection, SubmitRow, Refusal } from '../TokenList/AccountSection';
import { TextField } from '../TextField/TextField';
import { OrgProfileFields } from './OrgProfileFields';

export const CREATE_ORG_MESSAGES = {
  title: 'Create an organisation',
  description:
    'An organisation is a namespace several people publish into. You are its first owner: owners manage members and settings; maintainers publish, yank and deprecate its agents.',
  nameHint: 'Lowercase letters, digits and single hyphens. Its agents are named name/agent.',
} as const;

export interface CreateOrgValues {
  name: string;
  display_name: string;
  bio: string;
}

export type CreateOrgField = keyof CreateOrgValues;

export interface CreateOrgFormProps {
  /** Called with the trimmed values once the name follows the namespace rule. */
  onSubmit: (values: CreateOrgValues) => void;
  pending?: boolean;
  /** The server's refusal, per field (a taken name) or as a whole. */
  fieldErrors?: Partial<Record<CreateOrgField, string>> | null | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/** The form that creates an organisation: its name (a namespace), display name and bio. */
export function CreateOrgForm({ onSubmit, pending = false, fieldErrors, error, className }: CreateOrgFormProps) {
  const [values, setValues] = useState<CreateOrgValues>({ name: '', display_name: '', bio: '' });
  const [problems, setProblems] = useState<Partial<Record<CreateOrgField, string>>>({});
  // A server error shows until its field is edited again.
  const [edited, setEdited] = useState<ReadonlySet<CreateOrgField>>(new Set());

  const set = (field: CreateOrgField) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setProblems((old) => ({ ...old, [field]: undefined }));
    setEdited((old) => new Set(old).add(field));
  };
  const errorOf = (field: CreateOrgField) => problems[field] ?? (edited.has(field) ? undefined : (fieldErrors?.[field] ?? undefined));

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim().toLowerCase();
    const next: Partial<Record<CreateOrgField, string>> = {};
    const nameProblem = namespaceProblem(name);
    if (nameProblem) next.name = nameProblem;
    if (values.bio.length > BIO_MAX_LENGTH) next.bio = `At most ${BIO_MAX_LENGTH} characters`;
    setProblems(next);
    setEdited(new Set());
    if (Object.keys(next).length) return;
    onSubmit({ name, display_name: values.display_name.trim(), bio: values.bio.trim() });
  }

  return (
    <AccountSection icon={Building2} messages={CREATE_ORG_MESSAGES} className={className}>
      <Stack as="form" gap={5} onSubmit={submit} noValidate aria-label={CREATE_ORG_MESSAGES.title}>
        <TextField
          label="Organisation name"
          required
          autoComplete="off"
          spellCheck={false}
          value={values.name}
          onChange={set('name')}
          hint={CREATE_ORG_MESSAGES.nameHint}
          error={errorOf('name')}
          disabled={pending}
        />
        <OrgProfileFields values={values} onChange={set} errorOf={errorOf} disabled={pending} />
        {error && <Refusal>{error}</Refusal>}
        <SubmitRow pending={pending} icon={Building2} label="Create organisation" pendingLabel="Creating..." />
      </Stack>
    </AccountSection>
  );
}
