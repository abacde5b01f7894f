import type { AgentFilterCategory, AgentVisibility } from '@agent-registry/api-client/rules';
import type { ReactNode } from 'react';
import type { AgentData } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { Spinner } from '../Spinner/Spinner';
import type { RegistryAddress } from '../AgentDetailScreen/agentAsCode';
import { RestoredDraftNotice } from './RestoredDraftNotice';
import { ManifestFields } from './ManifestFields';
import type { YamlModule } from './manifest';
import { PublishPreview } from './PublishPreview';
import { ListingSection, ReadmeSection } from './RegistryFields';
import { usePublishDraft } from './usePublishDraft';
import { useYamlModule } from './useYamlModule';
import { YamlSource } from './YamlSource';
import * as styles from './PublishScreen.css';

/** What `onSubmit` receives: everything the publish call sends. */
export interface PublishAgentDraft {
  /** The agent.yaml to publish, byte for byte the text shown in the preview. */
  agentYaml: string;
  /** The version's README, Markdown. */
  readme: string;
  /** What changed in this version; may be empty. */
  changelog: string;
  /** The agent's category (in 'version' mode, the agent's own). */
  category: AgentFilterCategory;
  /** Who may see the agent (in 'version' mode, the agent's own). */
  visibility: AgentVisibility;
}

/** The form's values as typed, saved in drafts: a draft's category may still be unchosen (''). */
export type PublishFormValues = Omit<PublishAgentDraft, 'category'> & { category: string };

/** A draft to start the form from, and when it was saved. */
export interface RestoredPublishDraft {
  values: Partial<PublishFormValues>;
  /** When the draft was last saved (ISO 8601): the notice says it. */
  savedAt?: string | undefined;
}

export interface PublishScreenProps {
  /**
   * 'create' (default) publishes a new agent. 'version' publishes a new version of `agent`: the
   * heading reads 'Publish a new version', metadata.name is locked to the agent's slug, and
   * category and visibility are not asked (the agent keeps its own).
   */
  mode?: 'create' | 'version';
  /** The agent a new version is for ('version' mode); its current version is shown beside the heading. */
  agent?: AgentData;
  /** The publisher's username: the preview's 'owner/name' and pull command use it. */
  namespace: string;
  /**
   * The agent.yaml to start from, e.g. the current version's when publishing a new one (in 'version'
   * mode its metadata.name is set to the agent's). Default: a new manifest with version 1.0.0 ('version'
   * mode: the next patch of the current version). Read when the form mounts; give the form a new
   * `key` to start over.
   */
  initialYaml?: string;
  /** The README to start from (e.g. the current version's); read when the form mounts. */
  initialReadme?: string;
  /**
   * A draft kept from an earlier visit: the form starts from it (over `initialYaml` and
   * `initialReadme`) and says so, with a 'Discard draft' button when `onDiscardDraft` is given.
   * Read when the form mounts.
   */
  restoredDraft?: RestoredPublishDraft | null;
  /**
   * Called with the form's values whenever they change (and once on mount), and whether they
   * differ from where the form started without a draft: to keep a draft, and to ask before leaving.
   */
  onDraftChange?: (values: PublishFormValues, changed: boolean) => void;
  /** 'Discard draft' on the restored draft's notice: the host forgets the draft and starts the form over. */
  onDiscardDraft?: () => void;
  /**
   * The registry's address as container tools name it (in the app: `window.location.host`): the
   * preview's pull command names the image with it, as the agent page does.
   */
  registry?: RegistryAddress;
  /** The publish call is running: the submit button is disabled and reads 'Publishing...'. */
  submitting?: boolean;
  /**
   * Field errors from the server, keyed like `validateAgentManifest` ('metadata.version',
   * 'spec.ports.0.container') or 'category', 'visibility', 'readme', 'changelog', 'agent_yaml'.
   * Each shows beside its field (keys without a field, under the agent.yaml) until that value is edited.
   */
  serverErrors?: Record<string, string>;
  /** A message about the publish as a whole, shown above the buttons as an alert. */
  serverError?: string;
  /** Called with the draft when the form is submitted without errors; never called while any remain. */
  onSubmit: (draft: PublishAgentDraft) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Under the heading: where a new agent goes (the app passes a NamespacePicker when the user has organisations). */
  namespacePicker?: ReactNode;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The page's heading, which also names the form. */
const titles = { create: 'Publish an agent', version: 'Publish a new version' } as const;

/**
 * The screen to publish an agent, or a new version of one. The agent.yaml text is the single
 * source of truth: the fields edit it (keeping its comments and unknown keys), pasting or dropping
 * a file fills the fields, and the preview shows the card, reference and exact file to publish.
 * The CLI's rules are checked live, in its words, beside each field.
 */
export function PublishScreen(props: PublishScreenProps) {
  const { mode = 'create', agent, className } = props;
  const yaml = useYamlModule();
  return (
    <Stack gap={6} className={className}>
      <Stack as="header" gap={2}>
        <h1 className={styles.title}>{titles[mode]}</h1>
        {mode === 'version' && agent ? (
          <Inline>
            <span className={styles.agentName}>{agent.name}</span>
            {agent.current_version && <Badge tone="primary">Current version {agent.current_version}</Badge>}
          </Inline>
        ) : (
          <p className={styles.subtitle}>Versions are immutable: what the preview shows is what will be published.</p>
        )}
        {props.namespacePicker}
      </Stack>
      {yaml.module ? (
        <PublishForm {...props} mode={mode} yaml={yaml.module} />
      ) : yaml.failed ? (
        <ErrorState message="The agent.yaml editor could not be loaded.">
          <Button variant="outline" size="small" onClick={yaml.retry}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <Spinner size="large" label="Loading the agent.yaml editor" />
      )}
    </Stack>
  );
}

/** The form itself, once the parser is there: the agent.yaml, the sections, the preview and the buttons. */
function PublishForm(props: PublishScreenProps & { yaml: YamlModule; mode: 'create' | 'version' }) {
  const { mode, agent, namespace, registry, restoredDraft, onDiscardDraft, submitting = false, serverError, onCancel } = props;
  const draft = usePublishDraft(props);

  return (
    <form ref={draft.formRef} className={styles.layout} onSubmit={draft.submit} noValidate aria-label={titles[mode]}>
      <Stack gap={6} className={styles.edit}>
        {restoredDraft && <RestoredDraftNotice savedAt={restoredDraft.savedAt} onDiscard={onDiscardDraft} />}
        <YamlSource
          id={draft.fieldId('yaml')}
          text={draft.text}
          syntaxError={draft.syntaxError}
          errors={draft.documentErrors}
          onText={draft.editYaml}
          onBlur={() => draft.touch('agent_yaml')}
        />
        <ManifestFields draft={draft} mode={mode} agent={agent} namespace={namespace} />
        {mode === 'create' && <ListingSection draft={draft} />}
        <ReadmeSection draft={draft} />
      </Stack>

      <PublishPreview
        data={draft.data}
        text={draft.text}
        readme={draft.registry.readme}
        registry={registry}
        mode={mode}
        agent={agent}
        namespace={namespace}
        category={draft.registry.category}
        visibility={draft.visibility}
      />

      <Stack gap={4} className={styles.actionsArea}>
        {serverError && <ErrorState plain message={serverError} />}
        <Inline justify="flex-end" gap={3}>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Publishing...' : mode === 'version' ? 'Publish version' : 'Publish'}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
