import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AgentMetadataDialog, AgentOwnerActions, TransferAgentDialog, YankDialog, notify } from '@agent-registry/ui';
import { isApiError, isReauthRequired } from '@agent-registry/api-client';
import { PUBLISH_TOASTS, type Agent, type AgentUpdateInput } from '@agent-registry/api-client/rules';
import { useDeleteAgent, useDeprecateAgent, useUpdateAgent, useYankVersion } from '../data/agentWrites';
import { useMyOrgs, useTransferAgent } from '../data/orgs';
import { errorMessage } from '../data/status';
import { useSession } from '../session/SessionProvider';
import { publishPath } from '../router/publishPaths';
import { useReauthentication } from '../session/useReauthentication';

// What the agent page shows its owner only. It loads on its own (see AgentDetailPage), so a
// visitor's page carries none of these dialogs.

/** Edit, publish, deprecate, visibility and delete, for the agent's owner. */
export function OwnerActions({ agent }: { agent: Agent }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const update = useUpdateAgent(agent.id);
  const deprecate = useDeprecateAgent(agent.id);
  const remove = useDeleteAgent(agent.id);
  const reauth = useReauthentication();
  const [transferring, setTransferring] = useState(false);
  const transfer = useTransferAgent(agent.id);
  const { user } = useSession();
  const orgs = useMyOrgs(!!user);
  // Where it may go: the owner's own namespace and their organisations, not where it is.
  const targets = [user?.username ?? '', ...(orgs.data?.data ?? []).filter((org) => org.role).map((org) => org.name)].filter(
    (name) => name && name !== agent.namespace,
  );
  const failed = (error: unknown) => notify.error(errorMessage(error) ?? PUBLISH_TOASTS.actionFailed);

  function save(values: AgentUpdateInput) {
    update.mutate(values, {
      onSuccess: () => {
        notify.success(PUBLISH_TOASTS.updated);
        setEditing(false);
      },
      // A changed visibility may need the password first; the save is then made again.
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask('change who can see this agent', () => save(values));
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
  // Who can see the agent is a sensitive change: a stale session is asked for the password first.
  function toggleVisibility() {
    update.mutate(
      { visibility },
      {
        onSuccess: () => notify.success(PUBLISH_TOASTS.visibility(visibility)),
        onError: (error) => {
          if (isReauthRequired(error)) reauth.ask(`make this agent ${visibility}`, toggleVisibility);
          else failed(error);
        },
      },
    );
  }

  return (
    <>
      <AgentOwnerActions
        agent={agent}
        publishHref={publishPath(agent)}
        onEdit={() => setEditing(true)}
        onDeprecate={(message) =>
          deprecate.mutate(message, { onSuccess: () => notify.success(PUBLISH_TOASTS.deprecated), onError: failed })
        }
        onUndeprecate={() => deprecate.mutate(null, { onSuccess: () => notify.success(PUBLISH_TOASTS.undeprecated), onError: failed })}
        onToggleVisibility={toggleVisibility}
        onDelete={destroy}
        onTransfer={() => {
          transfer.reset();
          setTransferring(true);
        }}
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
        serverError={update.error && !isReauthRequired(update.error) ? errorMessage(update.error) : undefined}
      />
      <TransferAgentDialog
        open={transferring}
        onOpenChange={setTransferring}
        agentRef={`${agent.namespace}/${agent.slug}`}
        namespaces={targets}
        pending={transfer.isPending}
        error={transfer.error ? errorMessage(transfer.error) : undefined}
        onConfirm={(namespace) =>
          transfer.mutate(namespace, {
            onSuccess: (answer) => {
              notify.success(answer.message);
              setTransferring(false);
              navigate(`/agents/${answer.agent.namespace}/${answer.agent.slug}`, { replace: true });
            },
          })
        }
      />
      {reauth.dialog}
    </>
  );
}

/** Yanking a version of the owner's agent: asks for a reason, then yanks it. */
export function OwnerYankDialog({ agentId, version, onClose }: { agentId: string; version: string | null; onClose: () => void }) {
  const yank = useYankVersion(agentId);
  return (
    <YankDialog
      open={version !== null}
      version={version ?? ''}
      onOpenChange={(open) => {
        if (!open) onClose();
        yank.reset();
      }}
      pending={yank.isPending}
      error={yank.error ? errorMessage(yank.error) : undefined}
      onConfirm={(reason) =>
        yank.mutate(
          { version: version ?? '', reason },
          {
            onSuccess: (yanked) => {
              notify.success(PUBLISH_TOASTS.yanked(yanked.version));
              onClose();
            },
          },
        )
      }
    />
  );
}
