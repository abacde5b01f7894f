import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AgentDetailScreen, notify } from '@agent-registry/ui';
import { PUBLISH_TOASTS } from '@agent-registry/api-client/rules';
import { useUnyankVersion } from '../data/agentWrites';
import { useAgentVersion, useAgentVersions } from '../data/agentVersions';
import { useAgent } from '../data/queries';
import { errorMessage, loadStatus } from '../data/status';
import { useSession } from '../session/SessionProvider';

// The owner's actions and dialogs load only when the signed-in owner opens their agent.
const ownerTools = () => import('../account/AgentOwnerTools');
const OwnerActions = lazy(() => ownerTools().then((m) => ({ default: m.OwnerActions })));
const OwnerYankDialog = lazy(() => ownerTools().then((m) => ({ default: m.OwnerYankDialog })));

/**
 * An old `/agents/{owner}/{name}` (the owner renamed, or the agent moved to another namespace):
 * the API answers the agent under its current reference, and the address follows it.
 */
function useCanonicalRef(
  asked: { owner: string; name: string } | null,
  agent: { namespace?: string | null; slug?: string | null } | undefined,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const target =
    asked && agent?.namespace && agent.slug && `${agent.namespace}/${agent.slug}` !== `${asked.owner}/${asked.name}`.toLowerCase();
  useEffect(() => {
    if (target && agent?.namespace && agent.slug) {
      navigate(`/agents/${agent.namespace}/${agent.slug}${location.search}${location.hash}`, { replace: true });
    }
  }, [target, agent?.namespace, agent?.slug, location.search, location.hash, navigate]);
}

/**
 * /agents/{id} and /agents/{owner}/{name} (spec section 2, Agent detail), with the agent's
 * versions, README and agent.yaml; `?version=` pins one version. Owners also manage it here.
 */
export default function AgentDetailPage() {
  const { id: idParam, owner, name } = useParams();
  const id = owner && name ? `${owner}/${name}` : (idParam ?? '');
  const [params, setParams] = useSearchParams();
  const agent = useAgent(id);
  useCanonicalRef(owner && name ? { owner, name } : null, agent.data);
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
  const unyank = useUnyankVersion(agent.data?.id ?? '');
  const filesStatus = !selected ? 'success' : loadStatus(files);

  function selectVersion(version: string) {
    const next = new URLSearchParams(params);
    next.set('version', version);
    setParams(next, { replace: true });
  }

  return (
    <>
      <AgentDetailScreen
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
        ownerActions={
          isOwner && data ? (
            <Suspense fallback={null}>
              <OwnerActions agent={data} />
            </Suspense>
          ) : undefined
        }
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
      {isOwner && data && (
        <Suspense fallback={null}>
          <OwnerYankDialog agentId={data.id} version={yanking} onClose={() => setYanking(null)} />
        </Suspense>
      )}
    </>
  );
}
