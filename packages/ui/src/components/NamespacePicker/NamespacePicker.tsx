import type { OrgRole } from '@agent-registry/api-client/rules';
import { SelectField } from '../Field/SelectField';

/** An organisation the user may publish into (owners and maintainers both may). */
export interface PublishableOrg {
  name: string;
  role: OrgRole | null;
}

export const NAMESPACE_PICKER_LABEL = 'Namespace';

export interface NamespacePickerProps {
  /** The user's own namespace (their username). */
  username: string;
  /** Their organisations; those without a role are left out. */
  orgs: readonly PublishableOrg[];
  /** The chosen namespace. */
  value: string;
  onChange: (namespace: string) => void;
  /** The agent's slug, when known: the hint shows the address it will have. */
  slug?: string | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/**
 * Where a new agent is published: the user's own namespace or an organisation they belong to.
 * The agent's address is `namespace/name`.
 */
export function NamespacePicker({ username, orgs, value, onChange, slug, disabled, error, className }: NamespacePickerProps) {
  const options = [
    { value: username, label: `${username} (you)` },
    ...orgs.filter((org) => org.role).map((org) => ({ value: org.name, label: `${org.name} (organisation)` })),
  ];
  return (
    <SelectField
      label={NAMESPACE_PICKER_LABEL}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
      hint={`Published as ${value}/${slug || 'name'}`}
      disabled={disabled}
      error={error}
      className={className}
    />
  );
}
