import { Settings } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH } from '@agent-registry/api-client/rules';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { AccountSection, SubmitRow } from '../TokenList/AccountSection';
import { TextField } from '../TextField/TextField';
import { OrgProfileFields } from '../CreateOrgForm/OrgProfileFields';
import { useFieldErrors } from '../../private/hooks/useFieldErrors';

export const ORG_SETTINGS_MESSAGES = {
  title: 'Organisation settings',
  description: 'What the organisation’s public page shows. Only owners can change it.',
  avatarHint: 'An https:// address of an image. Leave it empty for the initial.',
  noChange: 'Nothing to save: change a field first.',
} as const;

export interface OrgSettingsValues {
  display_name: string;
  bio: string;
  avatar_url: string;
}

export type OrgSettingsField = keyof OrgSettingsValues;

export interface OrgSettingsFormProps {
  /** The organisation's name (its namespace), shown in the heading; it cannot be changed here. */
  name: string;
  /** The saved settings the form starts from. */
  initial: OrgSettingsValues;
  /** Called with the trimmed values when one differs from what is saved. */
  onSubmit: (values: OrgSettingsValues) => void;
  pending?: boolean;
  /** The server's refusal, per field (an address it does not accept) or as a whole. */
  fieldErrors?: Partial<Record<OrgSettingsField, string>> | null | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

const trimmed = (values: OrgSettingsValues): OrgSettingsValues => ({
  display_name: values.display_name.trim(),
  bio: values.bio.trim(),
  avatar_url: values.avatar_url.trim(),
});

/** An organisation's settings, for its owners: display name, bio and avatar address. */
export function OrgSettingsForm({ name, initial, onSubmit, pending = false, fieldErrors, error, className }: OrgSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OrgSettingsValues>(initial);
  const [unchanged, setUnchanged] = useState(false);
  const fields = useFieldErrors<OrgSettingsField>(formRef, fieldErrors);

  const set = (field: OrgSettingsField) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setUnchanged(false);
    fields.touch(field);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = trimmed(values);
    if (fields.show({ bio: next.bio.length > BIO_MAX_LENGTH ? `At most ${BIO_MAX_LENGTH} characters` : undefined })) return;
    const saved = trimmed(initial);
    if ((Object.keys(next) as OrgSettingsField[]).every((field) => next[field] === saved[field])) {
      setUnchanged(true);
      return;
    }
    onSubmit(next);
  }

  return (
    <AccountSection
      icon={Settings}
      title={`${ORG_SETTINGS_MESSAGES.title}: ${name}`}
      description={ORG_SETTINGS_MESSAGES.description}
      className={className}
    >
      <Stack as="form" gap={5} ref={formRef} onSubmit={submit} noValidate aria-label={ORG_SETTINGS_MESSAGES.title}>
        <OrgProfileFields values={values} onChange={set} errorOf={fields.errorOf} disabled={pending} />
        <TextField
          label="Avatar address (optional)"
          type="url"
          inputMode="url"
          spellCheck={false}
          value={values.avatar_url}
          onChange={set('avatar_url')}
          hint={ORG_SETTINGS_MESSAGES.avatarHint}
          error={fields.errorOf('avatar_url')}
          disabled={pending}
        />
        {(error || unchanged) && (
          <Box as="p" margin={0} fontSize="sm" fontWeight="medium" color={error ? 'danger' : 'muted'} role={error ? 'alert' : 'status'}>
            {error ?? ORG_SETTINGS_MESSAGES.noChange}
          </Box>
        )}
        <SubmitRow pending={pending} icon={Settings} label="Save settings" pendingLabel="Saving..." />
      </Stack>
    </AccountSection>
  );
}
