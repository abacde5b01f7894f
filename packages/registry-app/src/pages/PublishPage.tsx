import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublishAgentForm, Spinner, notify, type PublishAgentDraft } from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { INLINE_MESSAGES, PUBLISH_TOASTS, agentRef } from '@agent-registry/api-client/rules';
import { useCreateAgent, usePublishVersion } from '../data/agentWrites';
import { useAgentVersion } from '../data/agentVersions';
import { useAgent } from '../data/queries';
import { errorMessage } from '../data/status';
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
  const navigate = useNavigate();
  const create = useCreateAgent();
  const [failure, setFailure] = useState<Failure>({});

  function submit(draft: PublishAgentDraft) {
    setFailure({});
    create.mutate(
      {
        agent_yaml: draft.agentYaml,
        readme: draft.readme,
        changelog: draft.changelog,
        category: draft.category,
        visibility: draft.visibility,
      },
      {
        onSuccess: (agent) => {
          notify.success(PUBLISH_TOASTS.published(agentRef(agent) ?? agent.name, agent.current_version ?? ''));
          navigate(agentRefPath(agent));
        },
        onError: (error) => {
          setFailure(failureOf(error));
          notify.error(PUBLISH_TOASTS.publishFailed);
        },
      },
    );
  }

  return (
    <PublishAgentForm
      mode="create"
      namespace={user?.username ?? ''}
      submitting={create.isPending}
      serverErrors={failure.fields}
      serverError={failure.message}
      onSubmit={submit}
      onCancel={() => navigate('/dashboard')}
    />
  );
}

function PublishVersion({ agentId }: { agentId: string }) {
  const navigate = useNavigate();
  const agent = useAgent(agentId);
  const current = useAgentVersion(agent.data?.id ?? '', agent.data?.current_version);
  const publish = usePublishVersion(agent.data?.id ?? agentId);
  const [failure, setFailure] = useState<Failure>({});

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
    setFailure({});
    publish.mutate(
      { agent_yaml: draft.agentYaml, readme: draft.readme, changelog: draft.changelog },
      {
        onSuccess: (version) => {
          notify.success(PUBLISH_TOASTS.published(agentRef(target) ?? target.name, version.version));
          navigate(agentRefPath(target, version.version));
        },
        onError: (error) => {
          setFailure(failureOf(error));
          notify.error(PUBLISH_TOASTS.publishFailed);
        },
      },
    );
  }

  return (
    <PublishAgentForm
      mode="version"
      agent={target}
      namespace={target.namespace ?? ''}
      initialYaml={current.data?.agent_yaml}
      initialReadme={current.data?.readme}
      submitting={publish.isPending}
      serverErrors={failure.fields}
      serverError={failure.message}
      onSubmit={submit}
      onCancel={() => navigate(agentRefPath(target))}
    />
  );
}
