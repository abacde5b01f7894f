import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AgentDetailScreen, agentDetailTabs, Button, notify, type AgentDetailTab } from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { PUBLISH_TOASTS, TAKEDOWN_STATUS, type Agent } from '@agent-registry/api-client/rules';
import { useAgentTakedown } from '../data/moderation';
import { useUnyankVersion } from '../data/agentWrites';
import { useAgentVersion, useAgentVersions } from '../data/agentVersions';
import { useAgent } from '../data/agentQueries';
import { useIsOperator } from '../data/queries';
import { errorMessage, loadStatus } from '../data/status';
import { useMyOrgs } from '../data/orgs';
import { useSession } from '../session/SessionProvider';
import { signInPath } from '../router/authParams';

// The owner's actions and dialogs load only when the signed-in owner opens their agent.
const ownerTools = () => import('../account/AgentOwnerTools');
const OwnerActions = lazy(() => ownerTools().then((m) => ({ default: m.OwnerActions })));
const OwnerYankDialog = lazy(() => ownerTools().then((m) => ({ default: m.OwnerYankDialog })));
const ReportAction = lazy(() => import('../account/ReportAction').then((m) => ({ default: m.ReportAction })));

/** The registry as the container tools reach it: this page's host (over plain HTTP, podman needs to know). */
const registry = { host: window.location.host, insecure: window.location.protocol === 'http:' };

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
// The star toggle and the download chart load after the page: neither is in the first render's way.
const engagement = () => import('../account/AgentEngagement');
const AgentStar = lazy(() => engagement().then((m) => ({ default: m.AgentStar })));
const AgentDownloadTrend = lazy(() => engagement().then((m) => ({ default: m.AgentDownloadTrend })));

/** A lazily loaded part about `agent`, once there is one and when `shown` (nothing shows while it loads). */
function partLoadedLater(Part: ComponentType<{ agent: Agent }>, agent: Agent | undefined, shown = true): ReactNode {
  if (!agent || !shown) return undefined;
  return (
    <Suspense fallback={null}>
      <Part agent={agent} />
    </Suspense>
  );
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
  // Requested with the version list rather than after it: the agent names its current version, so
  // the README starts loading one round trip sooner.
  const files = useAgentVersion(agent.data?.id ?? '', selected);
  // The detail is rendered in the background, in small slices that keep the page responsive,
  // when it arrives (these values lag together).
  const data = useDeferredValue(agent.data);
  const status = useDeferredValue(loadStatus(agent));
  const error = useDeferredValue(errorMessage(agent.error));
  const { user, status: sessionStatus } = useSession();
  const location = useLocation();
  // A 404 is no failure: the agent is missing, or private to someone else (signed out, maybe to you).
  const notFound = useDeferredValue(isApiError(agent.error) && agent.error.status === 404);
  // An organisation's agent has no owner_id: its members (owners and maintainers) manage it.
  const myOrgs = useMyOrgs(!!user);
  const isOwner =
    !!data && !!user && (data.owner_id === user.id || (myOrgs.data?.data ?? []).some((org) => org.role && org.name === data.namespace));
  const [yanking, setYanking] = useState<string | null>(null);
  const unyank = useUnyankVersion(agent.data?.id ?? '');
  const filesStatus = !selected ? 'success' : loadStatus(files);
  const isOperator = useIsOperator(!!user);
  const takedown = useAgentTakedown(agent.data?.id ?? '');
  // Taken down: a visitor gets a 451 whose message is the operators' reason; the owner and
  // operators get the agent with its `takedown`.
  const takedownReason =
    isApiError(agent.error) && agent.error.status === TAKEDOWN_STATUS ? agent.error.message : (data?.takedown?.reason ?? undefined);

  // The open tab lives in the address (?tab=versions), so a shared link or a reload opens it again.
  const tabParam = params.get('tab');
  const tab = agentDetailTabs.find((t) => t === tabParam) ?? 'readme';
  function selectTab(next: AgentDetailTab) {
    const nextParams = new URLSearchParams(params);
    if (next === 'readme') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  }

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
        notFound={notFound}
        signInHref={sessionStatus === 'anonymous' ? signInPath(`${location.pathname}${location.search}`) : undefined}
        versions={versions.data?.data}
        versionsStatus={loadStatus(versions)}
        versionsError={errorMessage(versions.error)}
        selectedVersion={selected}
        onSelectVersion={selectVersion}
        tab={tab}
        onTabChange={selectTab}
        readme={files.data?.readme}
        readmeStatus={filesStatus}
        manifestYaml={files.data?.agent_yaml}
        manifestStatus={filesStatus}
        isOwner={isOwner}
        registry={registry}
        username={user?.username}
        namespaceHref={data?.namespace ? `/users/${data.namespace}` : undefined}
        star={partLoadedLater(AgentStar, data)}
        downloadTrend={partLoadedLater(AgentDownloadTrend, data)}
        ownerActions={partLoadedLater(OwnerActions, data, isOwner)}
        visitorActions={partLoadedLater(ReportAction, data, !!user && !isOwner && !data?.takedown)}
        takedownReason={takedownReason}
        takedownActions={
          isOperator && data?.takedown ? (
            <div>
              <Button
                variant="outline"
                size="small"
                disabled={takedown.isPending}
                onClick={() =>
                  takedown.mutate(null, {
                    onSuccess: (answer) => notify.success(answer.message),
                    onError: (e) => notify.error(errorMessage(e) ?? PUBLISH_TOASTS.actionFailed),
                  })
                }
              >
                Restore
              </Button>
            </div>
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
