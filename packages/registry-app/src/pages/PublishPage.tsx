import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  LeavePageDialog,
  NamespacePicker,
  PublishScreen,
  Spinner,
  notify,
  type PublishAgentDraft,
  type PublishScreenProps,
} from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { INLINE_MESSAGES, PUBLISH_TOASTS, agentRef } from '@agent-registry/api-client/rules';
import { useCreateAgent, usePublishVersion } from '../data/agentWrites';
import { useAgentVersion } from '../data/agentVersions';
import { useAgent } from '../data/agentQueries';
import { useKeptPublishDraft } from '../data/publishDrafts';
import { useMyOrgs } from '../data/orgs';
import { errorMessage } from '../data/status';
import { LeaveGuard } from '../router/LeaveGuard';
import { agentRefPath } from '../router/publishPaths';
import { useSession } from '../session/SessionProvider';

interface Failure {
  fields?: Record<string, string>;
  message?: string;
}

/** What a failed publish shows: the server's field errors beside the fields, else its message. */
function failureOf(error: unknown): Failure {
  if (isApiError(error) && Object.keys(error.fields).length > 0) return { fields: error.fields };
  return { message: errorMessage(error) ?? INLINE_MESSAGES.unknownError };
}

/** The registry as container tools name it: the preview's pull command names the image with it. */
const registry = { host: window.location.host, insecure: window.location.protocol === 'http:' };

/**
 * What both publish forms do with an attempt: clear the last failure before it, toast the new
 * version, forget the draft and open its page on success, toast and show the failure otherwise.
 * The draft of `agentId` (or of a new agent) is kept in the browser meanwhile, and leaving the
 * changed form asks first.
 */
function usePublishOutcome(agentId?: string) {
  const navigate = useNavigate();
  const { user } = useSession();
  const draft = useKeptPublishDraft(user?.id, agentId);
  const [failure, setFailure] = useState<Failure>({});
  return {
    failure,
    navigate,
    draft,
    /** The props of PublishScreen that keep and restore the draft and show the last failure. */
    formProps: {
      restoredDraft: draft.restored,
      onDraftChange: draft.onDraftChange,
      onDiscardDraft: draft.discard,
      registry,
      serverErrors: failure.fields,
      serverError: failure.message,
    },
    reset: () => setFailure({}),
    onPublished: (agent: { name: string; namespace?: string | null; slug?: string | null }, version: string, path: string) => {
      notify.success(PUBLISH_TOASTS.published(agentRef(agent) ?? agent.name, version));
      draft.clear();
      navigate(path);
    },
    onError: (error: unknown) => {
      setFailure(failureOf(error));
      notify.error(PUBLISH_TOASTS.publishFailed);
    },
  };
}

type PublishOutcome = ReturnType<typeof usePublishOutcome>;

/** Asks before a navigation leaves the changed form: stay, leave (the draft stays), or discard and leave. */
function LeavePrompt({ draft }: { draft: ReturnType<typeof useKeptPublishDraft> }) {
  return (
    <LeaveGuard shouldBlock={() => draft.changed.current}>
      {(blocker) => (
        <LeavePageDialog
          open={blocker.blocked}
          draftKept={draft.kept}
          onStay={blocker.reset}
          onLeave={blocker.proceed}
          onDiscard={() => {
            draft.clear();
            blocker.proceed();
          }}
        />
      )}
    </LeaveGuard>
  );
}

/**
 * The publish form of `outcome`: its draft kept and restored, its last failure shown, and a prompt
 * before a navigation leaves it changed.
 */
function PublishForm({ outcome, ...props }: { outcome: PublishOutcome } & Omit<PublishScreenProps, keyof PublishOutcome['formProps']>) {
  return (
    <>
      <PublishScreen key={outcome.draft.formKey} {...outcome.formProps} {...props} />
      <LeavePrompt draft={outcome.draft} />
    </>
  );
}

/**
 * /publish: publish a new agent from an agent.yaml; /publish?agent={id}: a new version of one of
 * yours, starting from its current agent.yaml and README.
 */
export default function PublishPage() {
  const [params] = useSearchParams();
  const agentId = params.get('agent') ?? '';
  return agentId ? <PublishVersion agentId={agentId} /> : <PublishNewAgent />;
}

function PublishNewAgent() {
  const { user } = useSession();
  const outcome = usePublishOutcome();
  const { failure, navigate, reset, onPublished, onError } = outcome;
  const create = useCreateAgent();
  // Where the agent goes: the user's own namespace, or an organisation they belong to.
  const orgs = useMyOrgs(!!user);
  const username = user?.username ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const namespace = chosen ?? username;
  const publishable = (orgs.data?.data ?? []).filter((org) => org.role);

  function submit(draft: PublishAgentDraft) {
    reset();
    create.mutate(
      {
        ...(namespace !== username ? { namespace } : {}),
        agent_yaml: draft.agentYaml,
        readme: draft.readme,
        changelog: draft.changelog,
        category: draft.category,
        visibility: draft.visibility,
      },
      {
        onSuccess: (agent) => onPublished(agent, agent.current_version ?? '', agentRefPath(agent)),
        onError,
      },
    );
  }

  return (
    <PublishForm
      outcome={outcome}
      mode="create"
      namespace={namespace}
      namespacePicker={
        publishable.length > 0 ? (
          <NamespacePicker
            username={username}
            orgs={publishable}
            value={namespace}
            onChange={setChosen}
            disabled={create.isPending}
            error={failure.fields?.namespace}
          />
        ) : undefined
      }
      submitting={create.isPending}
      onSubmit={submit}
      onCancel={() => navigate('/dashboard')}
    />
  );
}

function PublishVersion({ agentId }: { agentId: string }) {
  const outcome = usePublishOutcome(agentId);
  const { navigate, reset, onPublished, onError } = outcome;
  const agent = useAgent(agentId);
  const current = useAgentVersion(agent.data?.id ?? '', agent.data?.current_version);
  const publish = usePublishVersion(agent.data?.id ?? agentId);

  if (agent.isPending || (agent.data?.current_version && current.isPending)) return <Spinner size="large" label="Loading agent" />;
  if (!agent.data) {
    return (
      <p role="alert">
        {INLINE_MESSAGES.agentLoadFailedPrefix}
        {errorMessage(agent.error) ?? INLINE_MESSAGES.agentNotFound}
      </p>
    );
  }
  const target = agent.data;

  function submit(draft: PublishAgentDraft) {
    reset();
    publish.mutate(
      { agent_yaml: draft.agentYaml, readme: draft.readme, changelog: draft.changelog },
      {
        onSuccess: (version) => onPublished(target, version.version, agentRefPath(target, version.version)),
        onError,
      },
    );
  }

  return (
    <PublishForm
      outcome={outcome}
      mode="version"
      agent={target}
      namespace={target.namespace ?? ''}
      initialYaml={current.data?.agent_yaml}
      initialReadme={current.data?.readme}
      submitting={publish.isPending}
      onSubmit={submit}
      onCancel={() => navigate(agentRefPath(target))}
    />
  );
}
