import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AgentDetail, AgentMetadataDialog, AgentOwnerActions, YankDialog, notify } from '@agent-registry/ui';
import { isApiError, isReauthRequired } from '@agent-registry/api-client';
import { PUBLISH_TOASTS, type Agent, type AgentUpdateInput } from '@agent-registry/api-client/rules';
import {
  useDeleteAgent,
  useDeprecateAgent,
  useUnyankVersion,
  useUpdateAgent,
  useYankVersion,
} from '../data/agentWrites';
import { useAgentVersion, useAgentVersions } from '../data/agentVersions';
import { useAgent } from '../data/queries';
import { errorMessage, loadStatus } from '../data/status';
import { publishPath } from '../router/publishPaths';
import { useSession } from '../session/SessionProvider';
import { useReauthentication } from '../session/useReauthentication';

/**
 * /agents/{id} and /agents/{owner}/{name} (spec section 2, Agent detail), with the agent's
 * versions, README and agent.yaml; `?version=` pins one version. Owners also manage it here.
 */
export default function AgentDetailPage() {
  const { id: idParam, owner, name } = useParams();
  const id = owner && name ? `${owner}/${name}` : (idParam ?? '');
  const [params, setParams] = useSearchParams();
  const agent = useAgent(id);
  const versions = useAgentVersions(agent.data?.id ?? '', { enabled: agent.isSuccess });
  const selected = params.get('version') ?? versions.data?.current_version ?? agent.data?.current_version ?? undefined;
  const files = useAgentVersion(agent.data?.id ?? '', versions.isSuccess ? selected : undefined);
  // The detail is rendered in the background, in small slices that keep the page responsive,
  // when it arrives (these values lag together).
  const data = useDeferredValue(agent.data);
  const status = useDeferredValue(loadStatus(agent));
  const error = useDeferredValue(errorMessage(agent.error));
  const { user } = useSession();
  const isOwner = !!data && !!user && data.owner_id === user.id;
  const [yanking, setYanking] = useState<string | null>(null);
  const yank = useYankVersion(agent.data?.id ?? '');
  const unyank = useUnyankVersion(agent.data?.id ?? '');
  const filesStatus = !selected ? 'success' : loadStatus(files);

  function selectVersion(version: string) {
    const next = new URLSearchParams(params);
    next.set('version', version);
    setParams(next, { replace: true });
  }

  return (
    <>
      <AgentDetail
        agent={data}
        status={status}
        error={error}
        versions={versions.data?.data}
        versionsStatus={loadStatus(versions)}
        versionsError={errorMessage(versions.error)}
        selectedVersion={selected}
        onSelectVersion={selectVersion}
        readme={files.data?.readme}
        readmeStatus={filesStatus}
        manifestYaml={files.data?.agent_yaml}
        manifestStatus={filesStatus}
        isOwner={isOwner}
        ownerActions={isOwner && data ? <OwnerActions agent={data} /> : undefined}
        onYank={isOwner ? setYanking : undefined}
        onUnyank={
          isOwner
            ? (version) =>
                unyank.mutate(version, {
                  onSuccess: () => notify.success(PUBLISH_TOASTS.unyanked(version)),
                  onError: (e) => notify.error(errorMessage(e) ?? PUBLISH_TOASTS.actionFailed),
                })
            : undefined
        }
      />
      {isOwner && (
        <YankDialog
          open={yanking !== null}
          version={yanking ?? ''}
          onOpenChange={(open) => {
            if (!open) setYanking(null);
            yank.reset();
          }}
          pending={yank.isPending}
          error={yank.error ? errorMessage(yank.error) : undefined}
          onConfirm={(reason) =>
            yank.mutate(
              { version: yanking ?? '', reason },
              {
                onSuccess: (version) => {
                  notify.success(PUBLISH_TOASTS.yanked(version.version));
                  setYanking(null);
                },
              },
            )
          }
        />
      )}
    </>
  );
}

/** Edit, publish, deprecate, visibility and delete, for the agent's owner. */
function OwnerActions({ agent }: { agent: Agent }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const update = useUpdateAgent(agent.id);
  const deprecate = useDeprecateAgent(agent.id);
  const remove = useDeleteAgent(agent.id);
  const reauth = useReauthentication();
  const failed = (error: unknown) => notify.error(errorMessage(error) ?? PUBLISH_TOASTS.actionFailed);

  function save(values: AgentUpdateInput) {
    update.mutate(values, {
      onSuccess: () => {
        notify.success(PUBLISH_TOASTS.updated);
        setEditing(false);
      },
    });
  }

  function destroy() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(PUBLISH_TOASTS.deleted(agent.name));
        navigate('/dashboard');
      },
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask('delete this agent', destroy);
        else failed(error);
      },
    });
  }

  const visibility = agent.visibility === 'private' ? 'public' : 'private';
  return (
    <>
      <AgentOwnerActions
        agent={agent}
        publishHref={publishPath(agent)}
        onEdit={() => setEditing(true)}
        onDeprecate={(message) =>
          deprecate.mutate(message, { onSuccess: () => notify.success(PUBLISH_TOASTS.deprecated), onError: failed })
        }
        onUndeprecate={() =>
          deprecate.mutate(null, { onSuccess: () => notify.success(PUBLISH_TOASTS.undeprecated), onError: failed })
        }
        onToggleVisibility={() =>
          update.mutate({ visibility }, { onSuccess: () => notify.success(PUBLISH_TOASTS.visibility(visibility)), onError: failed })
        }
        onDelete={destroy}
        pending={deprecate.isPending ? 'deprecate' : remove.isPending ? 'delete' : update.isPending && !editing ? 'visibility' : null}
      />
      <AgentMetadataDialog
        open={editing}
        onOpenChange={(open) => {
          setEditing(open);
          update.reset();
        }}
        agent={agent}
        onSave={save}
        saving={update.isPending}
        serverErrors={isApiError(update.error) ? update.error.fields : undefined}
        serverError={update.error ? errorMessage(update.error) : undefined}
      />
      {reauth.dialog}
    </>
  );
}
