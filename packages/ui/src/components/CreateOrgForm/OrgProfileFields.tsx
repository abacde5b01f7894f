import { BIO_MAX_LENGTH } from '@agent-registry/api-client/rules';
import { TextAreaField, TextField } from '../TextField/TextField';

/** The fields an organisation's page shows, as creating it and its settings both ask for them. */
export type OrgProfileField = 'display_name' | 'bio';

export interface OrgProfileFieldsProps {
  values: Record<OrgProfileField, string>;
  onChange: (field: OrgProfileField) => (event: { target: { value: string } }) => void;
  errorOf: (field: OrgProfileField) => string | undefined;
  disabled: boolean;
}

/** Display name and bio (with its counter): the same two fields on the create form and the settings form. */
export function OrgProfileFields({ values, onChange, errorOf, disabled }: OrgProfileFieldsProps) {
  return (
    <>
      <TextField
        label="Display name (optional)"
        value={values.display_name}
        onChange={onChange('display_name')}
        error={errorOf('display_name')}
        disabled={disabled}
      />
      <TextAreaField
        label="Bio (optional)"
        rows={3}
        value={values.bio}
        onChange={onChange('bio')}
        counter={`${values.bio.length}/${BIO_MAX_LENGTH}`}
        error={errorOf('bio')}
        disabled={disabled}
      />
    </>
  );
}
