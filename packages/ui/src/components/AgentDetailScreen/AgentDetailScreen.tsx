import { clsx } from 'clsx';
import { INLINE_MESSAGES, agentRef, type AgentVersion } from '@agent-registry/api-client/rules';
import {
  AlertTriangle,
  ArrowLeft,
  BookOpen,
  ExternalLink,
  FolderGit2,
  KeyRound,
  LogIn,
  Package,
  SearchX,
  Star,
  Terminal,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatExactCount } from '../../private/format';
import { agentRating, categoryLabel, formatAgentRating, type AgentData } from '../AgentCard/agent';
import { Loaded } from '../Loaded/Loaded';
import { lead, screenTitle } from '../AgentsScreen/screen.css';
import { AgentVersionList } from '../AgentVersionList/AgentVersionList';
import { Badge } from '../Badge/Badge';
import { Box, type BoxSpace } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';
import { CopyBox } from '../CopyBox/CopyBox';
import { DeprecationBanner } from '../DeprecationBanner/DeprecationBanner';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Link } from '../Link/Link';
import { ManifestView } from '../ManifestView/ManifestView';
import { MarkdownView } from '../MarkdownView/MarkdownView';
import { Spinner } from '../Spinner/Spinner';
import * as field from '../../private/styles/field.css';
import { Tabs, type TabItem } from './Tabs';
import { VersionImage } from '../VersionImage/VersionImage';
import {
  AGENT_CLI_INSTALL,
  AGENT_PULL_USAGE,
  defaultAgentAsCodeLinks,
  imageReference,
  type AgentAsCodeLinks,
  type RegistryAddress,
} from './agentAsCode';
import { TakedownNotice } from '../TakedownNotice/TakedownNotice';
import { NoticeCard } from '../../private/components/NoticeCard';
import * as styles from './AgentDetailScreen.css';
import { loadStatuses, type LoadStatus } from '../../status';

export const agentDetailStatuses = loadStatuses;
export type AgentDetailStatus = LoadStatus;

/** Fallbacks of the detail fields. */
export const AGENT_DETAIL_FALLBACKS = {
  description: 'No description provided.',
  rating: 'N/A',
  downloadCount: 0,
  currentVersion: 'N/A',
  authorName: 'Unknown',
  /** Shown for any other field the agent does not have. */
  missing: 'N/A',
} as const;

/** Prerequisites of the CLI. */
export const AGENT_CLI_PREREQUISITES = [
  'Python 3.9+',
  'pip (or pipx)',
  'Optional: a virtual environment (virtualenv or conda)',
  'Network access to the registry',
] as const;

export interface AgentDetailScreenProps {
  /** The agent to show (when `status` is success). */
  agent?: AgentData;
  /** 'loading', 'error' (shows `error`'s message) or 'success' (without an agent: 'Agent not found'). */
  status: AgentDetailStatus;
  /**
   * The registry answered that no agent is at this address (a 404: missing, or private to someone
   * else): with status 'error', the page shows 'Agent not found' as a state rather than a failure.
   */
  notFound?: boolean;
  /**
   * Where to sign in and come back (the visitor is signed out): the not-found state offers it, for
   * a private agent shows only to its owner and the members of its namespace.
   */
  signInHref?: string | undefined;
  /** The failure's message, shown after 'Failed to load agent: ' (else 'Unknown error'). */
  error?: string;
  /** Package page and CLI docs (new tab). */
  links?: Partial<AgentAsCodeLinks>;
  /**
   * The registry as docker, podman and `agent` name it (in the app: `window.location.host`). With
   * it, the selected version's image shows with its pull commands, or how to push one.
   */
  registry?: RegistryAddress;
  /** The signed-in owner's username, for the push steps' `docker login` (default: the agent's owner). */
  username?: string | null;
  /** The page of the agent's namespace (its owner, a user or an organisation): a 'Namespace' detail links there. */
  namespaceHref?: string | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string;

  // Versions, README and agent.yaml. With any of `versions`, `versionsStatus`, `readme` or
  // `readmeStatus` given, the page shows README / Versions / Manifest tabs.

  /** The agent's published versions (newest first): the Versions tab and the version picker. */
  versions?: readonly AgentVersion[];
  /** Loading state of `versions` (default 'success'). */
  versionsStatus?: LoadStatus;
  /** Why the versions failed to load, shown in the Versions tab. */
  versionsError?: string;
  /**
   * The version the page shows. Its README and agent.yaml are the tabs' content, its image (or how
   * to push one) shows under 'Use this agent' when the agent has an owner/name, and a yanked one
   * is flagged.
   */
  selectedVersion?: string;
  /** Picks another version; with `versions`, shows the 'Version' picker in the header. */
  onSelectVersion?: (version: string) => void;
  /** The selected version's README (Markdown); empty or absent: 'This agent has no README yet.' */
  readme?: string;
  /** Loading state of `readme` (default 'success'). */
  readmeStatus?: LoadStatus;
  /** The selected version's agent.yaml text, shown in the Manifest tab. */
  manifestYaml?: string;
  /** Loading state of `manifestYaml` (default 'success'). */
  manifestStatus?: LoadStatus;
  /** The viewer owns the agent: shows `ownerActions` and the version list's yank buttons. */
  isOwner?: boolean;
  /** The owner's toolbar, shown under the header when `isOwner` (e.g. <AgentOwnerActions />). */
  ownerActions?: ReactNode;
  /** What anyone else may do, shown under the header when not `isOwner` (e.g. a Report button). */
  visitorActions?: ReactNode;
  /**
   * The registry operators took the agent down: with status 'error', their public reason is shown
   * in place of the agent (a 451); with an agent (its owner or an operator viewing), above it.
   */
  takedownReason?: string | undefined;
  /** Operators' actions beside the takedown notice (Restore). */
  takedownActions?: ReactNode;
  /** 'Yank' on a version in the Versions tab (owners only); see YankDialog. */
  onYank?: (version: string) => void;
  /** 'Undo yank' on a yanked version in the Versions tab (owners only). */
  onUnyank?: (version: string) => void;
  /** Under the description: the star toggle (e.g. <StarButton />). */
  star?: ReactNode;
  /** Under the Details panel: the downloads per day (e.g. <DownloadTrendChart />). */
  downloadTrend?: ReactNode;
  /** The open tab ('readme', 'versions' or 'manifest'; default 'readme'), e.g. from the address's `?tab=`. */
  tab?: AgentDetailTab | undefined;
  /** Another tab was chosen (the app writes it into the address). Without it the tabs keep their own state. */
  onTabChange?: ((tab: AgentDetailTab) => void) | undefined;
}

/** The tabs of the agent page, in order. */
export const agentDetailTabs = ['readme', 'versions', 'manifest'] as const;
export type AgentDetailTab = (typeof agentDetailTabs)[number];

/** The texts of the not-found state (its title is the spec's 'Agent not found'). */
export const AGENT_NOT_FOUND_MESSAGES = {
  title: INLINE_MESSAGES.agentNotFound,
  description: 'No agent is published at this address, or it is private to its owner.',
  signInHint: 'If it is yours or shared with you, sign in to see it.',
  signIn: 'Sign in',
  browse: 'Browse agents',
} as const;

/** Under a takedown notice that only the owner and operators see. */
export const TAKEDOWN_VISIBLE_NOTE = 'Hidden from everyone else: lists, search and downloads leave it out.';

/** Texts of the versions, README and manifest parts of the page. */
export const AGENT_DETAIL_VERSION_MESSAGES = {
  noReadme: 'This agent has no README yet.',
  readmeFailed: 'The README could not be loaded.',
  noManifest: 'This version has no agent.yaml.',
  manifestFailed: 'The agent.yaml could not be loaded.',
  yanked: (version: string, reason?: string | null) => `Version ${version} was yanked${reason ? `: ${reason}` : '.'}`,
  /** Under the usage block: how Agent as Code 1.1.0 names what it pulls. */
  imageNaming: 'Agent as Code 1.1.0 pulls a version as a container image, named with the registry and the version:',
  noImageRef: 'This agent has no owner/name in this registry, so it has no image to pull.',
  loadingImage: 'Loading the image',
} as const;

/** One agent with the CLI instructions to pull it, and (when given) its versions, README and agent.yaml. */
export function AgentDetailScreen({
  agent,
  status,
  error,
  notFound = false,
  signInHref,
  links,
  className,
  ...versioned
}: AgentDetailScreenProps) {
  if (status === 'loading') {
    return (
      <Page className={className}>
        <Spinner size="large" label="Loading agent" />
      </Page>
    );
  }
  if (status === 'error' && versioned.takedownReason !== undefined) {
    return (
      <Page className={className}>
        <BackLink />
        <TakedownNotice reason={versioned.takedownReason} />
      </Page>
    );
  }
  if ((status === 'error' && notFound) || (status === 'success' && !agent)) {
    return (
      <Page className={className}>
        <BackLink />
        <AgentNotFound signInHref={signInHref} />
      </Page>
    );
  }
  if (status === 'error' || !agent) {
    return (
      <Page className={className}>
        <BackLink />
        <ErrorState message={`${INLINE_MESSAGES.agentLoadFailedPrefix}${error || INLINE_MESSAGES.unknownError}`} />
      </Page>
    );
  }
  // Existing pages (no version props) keep their layout; the tabs appear once the app loads versions.
  const tabs = [versioned.versions, versioned.versionsStatus, versioned.readme, versioned.readmeStatus].some((v) => v !== undefined);
  return (
    <AgentDetailView agent={agent} links={{ ...defaultAgentAsCodeLinks, ...links }} className={className} tabs={tabs} {...versioned} />
  );
}

function Page({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <Stack gap={6} paddingBlock={8} className={className}>
      {children}
    </Stack>
  );
}

/** No agent at this address (or one the visitor may not see): a state with a way on, not a failure. */
function AgentNotFound({ signInHref }: { signInHref?: string | undefined }) {
  const M = AGENT_NOT_FOUND_MESSAGES;
  return (
    <EmptyState
      icon={<SearchX size={22} />}
      titleAs="h1"
      title={M.title}
      description={
        <>
          {M.description}
          {signInHref && (
            <>
              <br />
              {M.signInHint}
            </>
          )}
        </>
      }
      action={
        <Inline gap={3} justify="center">
          {signInHref && (
            <ButtonLink href={signInHref}>
              <LogIn size={16} aria-hidden="true" />
              {M.signIn}
            </ButtonLink>
          )}
          <ButtonLink href="/agents" variant={signInHref ? 'outline' : 'solid'}>
            {M.browse}
          </ButtonLink>
        </Inline>
      }
    />
  );
}

function BackLink() {
  return (
    <Link href="/agents" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      Back to agents
    </Link>
  );
}

type VersionedProps = Omit<AgentDetailScreenProps, 'agent' | 'status' | 'error' | 'links' | 'className'>;

function AgentDetailView({
  agent,
  links,
  className,
  versions,
  versionsStatus = 'success',
  versionsError,
  selectedVersion,
  onSelectVersion,
  readme,
  readmeStatus = 'success',
  manifestYaml,
  manifestStatus = 'success',
  isOwner = false,
  ownerActions,
  visitorActions,
  takedownReason,
  takedownActions,
  onYank,
  onUnyank,
  registry,
  username,
  namespaceHref,
  star,
  downloadTrend,
  tab,
  onTabChange,
  tabs,
}: VersionedProps & { agent: AgentData; links: AgentAsCodeLinks; className?: string | undefined; tabs: boolean }) {
  const id = agent.id;
  const description = agent.description?.trim() ? agent.description : AGENT_DETAIL_FALLBACKS.description;
  const rating = agentRating(agent.rating);
  const downloads = Number(agent.download_count ?? AGENT_DETAIL_FALLBACKS.downloadCount);
  const tags = agent.tags ?? [];
  const F = AGENT_DETAIL_FALLBACKS;

  const details: { label: string; value: ReactNode }[] = [
    { label: 'ID', value: <code className={styles.inlineCode}>{id || F.missing}</code> },
    { label: 'Category', value: agent.category ? categoryLabel(agent.category) : F.missing },
    {
      label: 'Rating',
      value: (
        <Box as="span" display="inline-flex" alignItems="center" gap={1}>
          {rating !== undefined && <Star size={14} aria-hidden="true" className={styles.star} />}
          {formatAgentRating(rating, AGENT_DETAIL_FALLBACKS.rating)}
        </Box>
      ),
    },
    { label: 'Downloads', value: formatExactCount(Number.isFinite(downloads) ? downloads : 0) },
    ...(agent.star_count != null ? [{ label: 'Stars', value: formatExactCount(Number(agent.star_count)) }] : []),
    { label: 'Visibility', value: agent.visibility ? categoryLabel(agent.visibility) : F.missing },
    // A deprecated agent stays published (its versions still pull), but that is not what a reader needs to know first.
    { label: 'Status', value: agent.deprecation_message ? 'Deprecated' : agent.status ? categoryLabel(agent.status) : F.missing },
    { label: 'Version', value: agent.current_version || F.currentVersion },
    { label: 'Author', value: agent.author_name || F.authorName },
    ...(namespaceHref && agent.namespace ? [{ label: 'Namespace', value: <Link href={namespaceHref}>{agent.namespace}</Link> }] : []),
  ];

  const M = AGENT_DETAIL_VERSION_MESSAGES;
  const ref = agentRef(agent);
  const selected = versions?.find((v) => v.version === selectedVersion);
  // The version whose image 'Use this agent' shows: the one on screen, else the current one.
  const imageVersion = selectedVersion ?? agent.current_version ?? null;
  const image = versions?.find((v) => v.version === imageVersion)?.image;
  const yankedWarning = selected?.yanked ? M.yanked(selected.version, selected.yank_reason) : null;

  return (
    <Page className={className}>
      <BackLink />
      {takedownReason !== undefined && <TakedownNotice reason={takedownReason} note={TAKEDOWN_VISIBLE_NOTE} actions={takedownActions} />}
      {agent.deprecation_message && <DeprecationBanner message={agent.deprecation_message} />}
      <Box
        as="header"
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems={{ md: 'flex-start' }}
        gap={5}
        padding={{ base: 5, md: 10 }}
        className={styles.hero}
      >
        <span className={styles.avatar} aria-hidden="true">
          {agent.name.trim().charAt(0).toUpperCase() || 'A'}
        </span>
        <Stack gap={3} flexGrow={1}>
          <Inline>
            {agent.category && <Badge tone="primary">{categoryLabel(agent.category)}</Badge>}
            {agent.current_version && <Badge tone="neutral">v{agent.current_version}</Badge>}
            {agent.featured && <Badge tone="accent">Featured</Badge>}
          </Inline>
          <h1 className={screenTitle()}>{agent.name}</h1>
          <p className={clsx(lead({ width: 'wide', large: true }), !agent.description?.trim() && styles.missing)}>{description}</p>
          {star && <div className={styles.starRow}>{star}</div>}
          {/* Shown (disabled) while the versions load, so the page below does not move when they arrive. */}
          {onSelectVersion && ((versions?.length ?? 0) > 0 || (versionsStatus === 'loading' && agent.current_version)) && (
            <VersionPicker
              versions={versions ?? []}
              value={selectedVersion ?? agent.current_version ?? ''}
              currentVersion={agent.current_version}
              disabled={versionsStatus === 'loading'}
              onChange={onSelectVersion}
            />
          )}
          {(agent.repository_url || agent.documentation_url) && (
            <Inline gap={3} className={styles.actions}>
              {agent.repository_url && (
                <ButtonLink href={agent.repository_url} external variant="outline" aria-label="Repository (opens in a new tab)">
                  <FolderGit2 size={16} aria-hidden="true" />
                  Repository
                </ButtonLink>
              )}
              {agent.documentation_url && (
                <ButtonLink href={agent.documentation_url} external variant="outline" aria-label="Documentation (opens in a new tab)">
                  <BookOpen size={16} aria-hidden="true" />
                  Documentation
                </ButtonLink>
              )}
            </Inline>
          )}
        </Stack>
      </Box>
      {isOwner ? ownerActions : visitorActions}
      {selected?.takedown && <TakedownNotice scope="version" reason={selected.takedown.reason} />}
      {yankedWarning && (
        <NoticeCard
          tone="danger"
          icon={<AlertTriangle size={18} aria-hidden="true" className={styles.yankedIcon} />}
          className={styles.yanked}
        >
          <span>{yankedWarning}</span>
        </NoticeCard>
      )}

      <div className={clsx(styles.columns, tabs && styles.columnsWithTabs)}>
        <Stack gap={6} className={styles.main}>
          {tabs && (
            <Panel label="README, versions and agent.yaml">
              <Tabs
                label="Agent files"
                selected={tab}
                onSelect={onTabChange}
                tabs={
                  [
                    {
                      id: 'readme',
                      label: 'README',
                      content: () => (
                        <Loaded status={readmeStatus} loading="Loading README" failed={M.readmeFailed}>
                          {readme?.trim() ? <MarkdownView markdown={readme} /> : <EmptyTab>{M.noReadme}</EmptyTab>}
                        </Loaded>
                      ),
                    },
                    {
                      id: 'versions',
                      label: 'Versions',
                      content: () => (
                        <AgentVersionList
                          versions={versions ?? []}
                          currentVersion={agent.current_version}
                          selectedVersion={selectedVersion}
                          onSelectVersion={onSelectVersion}
                          status={versionsStatus}
                          error={versionsError}
                          isOwner={isOwner}
                          onYank={onYank}
                          onUnyank={onUnyank}
                        />
                      ),
                    },
                    {
                      id: 'manifest',
                      label: 'Manifest',
                      content: () => (
                        <Loaded status={manifestStatus} loading="Loading agent.yaml" failed={M.manifestFailed}>
                          {manifestYaml ? (
                            <ManifestView yaml={manifestYaml} version={selectedVersion} />
                          ) : (
                            <EmptyTab>{M.noManifest}</EmptyTab>
                          )}
                        </Loaded>
                      ),
                    },
                  ] satisfies (TabItem & { id: AgentDetailTab })[]
                }
              />
            </Panel>
          )}
          <Panel title="Details">
            <dl className={styles.details}>
              {details.map(({ label, value }) => (
                <div key={label} className={styles.detail}>
                  <dt className={styles.detailLabel}>{label}</dt>
                  <dd className={styles.detailValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          {downloadTrend}
          {tags.length > 0 && (
            <Panel title="Tags">
              <Inline as="ul" margin={0} padding={0} className={styles.list}>
                {tags.map((tag, index) => (
                  <li key={`${tag}-${index}`} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </Inline>
            </Panel>
          )}
          <Panel title="Prerequisites">
            <Stack as="ul" gap={2} margin={0} padding={0} className={styles.checklist}>
              {AGENT_CLI_PREREQUISITES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Stack>
          </Panel>
        </Stack>
        {/* After the README in reading and Tab order; the right column on wide screens. */}
        <Panel title="Use this agent" icon={<Terminal size={18} aria-hidden="true" />} gap={6} className={styles.cli}>
          <Step title="Install the CLI">
            <StepText>With pipx (recommended):</StepText>
            <CopyBox value={AGENT_CLI_INSTALL.pipx} copyLabel="Copy the pipx install command" />
            <StepText>Or with pip:</StepText>
            <CopyBox value={AGENT_CLI_INSTALL.pip} copyLabel="Copy the pip install command" />
          </Step>

          <Step title="Usage">
            <pre className={styles.usage} role="region" aria-label="agent pull usage">
              <code>{AGENT_PULL_USAGE}</code>
            </pre>
            {ref && registry && imageVersion && (
              <StepText>
                {M.imageNaming} <code className={styles.inlineCode}>agent pull {imageReference(registry.host, ref, imageVersion)}</code>
              </StepText>
            )}
          </Step>

          {ref && registry && imageVersion ? (
            versionsStatus === 'loading' ? (
              <Spinner label={M.loadingImage} />
            ) : (
              <VersionImage
                registry={registry}
                agentRef={ref}
                version={imageVersion}
                image={image}
                username={isOwner ? username : null}
                isOwner={isOwner}
              />
            )
          ) : (
            <StepText>{M.noImageRef}</StepText>
          )}

          <Box display="flex" gap={3} padding={4} borderRadius="large" className={styles.note}>
            <KeyRound size={18} aria-hidden="true" className={styles.noteIcon} />
            <p className={styles.noteText}>
              The CLI pushes and pulls through your container engine, which signs in to the registry with your username and your personal
              access token as the password (<code className={styles.inlineCode}>docker login</code>). Create the token on your Settings
              page.
            </p>
          </Box>

          <Inline gap={3} className={styles.actions}>
            <ButtonLink href={links.packageUrl} external variant="outline" size="small" aria-label="Package page (opens in a new tab)">
              <Package size={14} aria-hidden="true" />
              Package page
              <ExternalLink size={12} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={links.documentationUrl} external variant="outline" size="small" aria-label="CLI docs (opens in a new tab)">
              <BookOpen size={14} aria-hidden="true" />
              CLI docs
              <ExternalLink size={12} aria-hidden="true" />
            </ButtonLink>
          </Inline>
        </Panel>
      </div>
    </Page>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Box as="h3" margin={0} fontSize="base" fontWeight="semibold" color="text">
        {title}
      </Box>
      {children}
    </Stack>
  );
}

function StepText({ children }: { children: ReactNode }) {
  return (
    <Box as="p" margin={0} fontSize="sm" color="muted">
      {children}
    </Box>
  );
}

/** A tab whose file the version does not have. */
function EmptyTab({ children }: { children: ReactNode }) {
  return (
    <Box as="p" margin={0} paddingBlock={6} textAlign="center" color="muted">
      {children}
    </Box>
  );
}

/** The 'Version' select of the header: current, pre-release and yanked versions say so. */
function VersionPicker({
  versions,
  value,
  currentVersion,
  disabled,
  onChange,
}: {
  versions: readonly AgentVersion[];
  value: string;
  currentVersion: string | null | undefined;
  disabled: boolean;
  onChange: (version: string) => void;
}) {
  const id = useId();
  const notes = (v: AgentVersion) =>
    [v.version === currentVersion && 'current', v.prerelease && 'pre-release', v.yanked && 'yanked'].filter(Boolean).join(', ');
  return (
    <Inline>
      <label htmlFor={id} className={field.label}>
        Version
      </label>
      <select
        id={id}
        className={clsx(field.control, styles.versionSelect)}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {/* A version not in the list (not loaded yet, or removed) still shows as chosen. */}
        {value && !versions.some((v) => v.version === value) && <option value={value}>{value}</option>}
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {notes(v) ? `${v.version} (${notes(v)})` : v.version}
          </option>
        ))}
      </select>
    </Inline>
  );
}

/** A framed section of the page: titled, or named by `label` when its content says what it is. */
function Panel({
  title,
  label,
  icon,
  gap = 4,
  className,
  children,
}: {
  title?: string;
  label?: string;
  icon?: ReactNode;
  gap?: BoxSpace;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      as="section"
      radius="xlarge"
      padding={{ base: 4, md: 6 }}
      display="flex"
      flexDirection="column"
      gap={gap}
      className={className}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
    >
      {title && (
        <Box as="h2" id={titleId} display="flex" alignItems="center" gap={2} margin={0} fontSize="lg" fontWeight="bold" color="text">
          {icon}
          {title}
        </Box>
      )}
      {children}
    </Card>
  );
}
