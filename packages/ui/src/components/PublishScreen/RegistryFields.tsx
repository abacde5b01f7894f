// The sections of the publish form the registry keeps beside the agent.yaml: the listing
// (category and visibility, for a new agent only), the README and the changelog.
import { AGENT_FILTER_CATEGORIES, CHANGELOG_MAX_LENGTH, README_MAX_BYTES, utf8Length } from '@agent-registry/api-client/rules';
import { categoryLabel } from '../AgentCard/agent';
import { SelectField } from '../Field/SelectField';
import { TextAreaField } from '../TextField/TextField';
import { FormSection, VisibilityField } from './fields';
import { formatBytes } from './manifest';
import type { PublishDraft } from './usePublishDraft';

export function ListingSection({ draft }: { draft: PublishDraft }) {
  const { fieldId, registry, editRegistry, visibility, setVisibility, errorOf, touch } = draft;
  return (
    <FormSection legend="Listing" note="Kept by the registry, not in agent.yaml.">
      <SelectField
        id={fieldId('category')}
        label="Category"
        value={registry.category}
        error={errorOf('category')}
        onChange={(event) => editRegistry('category', event.target.value)}
        onBlur={() => touch('category')}
      >
        <option value="">Choose a category</option>
        {AGENT_FILTER_CATEGORIES.map((option) => (
          <option key={option} value={option}>
            {categoryLabel(option)}
          </option>
        ))}
      </SelectField>
      <VisibilityField name={fieldId('visibility')} value={visibility} onChange={setVisibility} error={errorOf('visibility')} />
    </FormSection>
  );
}

export function ReadmeSection({ draft }: { draft: PublishDraft }) {
  const { fieldId, registry, editRegistry, errorOf } = draft;
  return (
    <FormSection legend="README and changelog">
      <TextAreaField
        id={fieldId('readme')}
        label="README"
        rows={8}
        placeholder={'# Mail Sorter\n\nWhat it does, how to run it, what it needs.'}
        hint="Markdown, shown on the agent’s page."
        counter={`${formatBytes(utf8Length(registry.readme))} / ${formatBytes(README_MAX_BYTES)}`}
        value={registry.readme}
        error={errorOf('readme')}
        onChange={(event) => editRegistry('readme', event.target.value)}
      />
      <TextAreaField
        id={fieldId('changelog')}
        label="Changelog (optional)"
        rows={3}
        placeholder="What changed in this version."
        maxLength={CHANGELOG_MAX_LENGTH}
        counter={`${registry.changelog.length}/${CHANGELOG_MAX_LENGTH}`}
        value={registry.changelog}
        error={errorOf('changelog')}
        onChange={(event) => editRegistry('changelog', event.target.value)}
      />
    </FormSection>
  );
}
