import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
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
// The star toggle and the download chart load after the page: neither is in the first render's way.
const engagement = () => import('../account/AgentEngagement');
const AgentStar = lazy(() => engagement().then((m) => ({ default: m.AgentStar })));
const AgentDownloadTrend = lazy(() => engagement().then((m) => ({ default: m.AgentDownloadTrend })));

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
        star={
          data ? (
            <Suspense fallback={null}>
              <AgentStar agent={data} />
            </Suspense>
          ) : undefined
        }
        downloadTrend={
          data ? (
            <Suspense fallback={null}>
              <AgentDownloadTrend agent={data} />
            </Suspense>
          ) : undefined
        }
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
