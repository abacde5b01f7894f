import { clsx } from 'clsx';
import { INLINE_MESSAGES, agentRef, pullCommand, type AgentVersion } from '@agent-registry/api-client/rules';
import { AlertTriangle, ArrowLeft, BookOpen, ExternalLink, FolderGit2, KeyRound, Package, Star, Terminal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as feedback from '../../styles/feedback.css';
import { agentRating, categoryLabel, formatAgentRating, type AgentData } from '../AgentCard/agent';
import { AgentVersionList } from '../AgentVersionList/AgentVersionList';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import { DeprecationBanner } from '../DeprecationBanner/DeprecationBanner';
import { Link } from '../Link/Link';
import { ManifestView } from '../ManifestView/ManifestView';
import { MarkdownView } from '../MarkdownView/MarkdownView';
import { Spinner } from '../Spinner/Spinner';
import * as field from '../TextField/TextField.css';
import { Tabs, type TabItem } from './Tabs';
import {
  AGENT_CLI_INSTALL,
  AGENT_PULL_USAGE,
  defaultAgentAsCodeLinks,
  pullExamples,
  type AgentAsCodeLinks,
} from './agentAsCode';
import * as styles from './AgentDetail.css';
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

export interface AgentDetailProps {
  /** The agent to show (when `status` is success). */
  agent?: AgentData;
  /** 'loading', 'error' (shows `error`'s message) or 'success' (without an agent: 'Agent not found'). */
  status: AgentDetailStatus;
  /** The failure's message, shown after 'Failed to load agent: ' (else 'Unknown error'). */
  error?: string;
  /** Package page and CLI docs (new tab). */
  links?: Partial<AgentAsCodeLinks>;
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
   * The version the page shows. Its README and agent.yaml are the tabs' content, the install
   * steps pin it (`agent pull owner/name@version`, when the agent has an owner/name), and a
   * yanked one is flagged.
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
  /** 'Yank' on a version in the Versions tab (owners only); see YankDialog. */
  onYank?: (version: string) => void;
  /** 'Undo yank' on a yanked version in the Versions tab (owners only). */
  onUnyank?: (version: string) => void;
}

/** Texts of the versions, README and manifest parts of the page. */
export const AGENT_DETAIL_VERSION_MESSAGES = {
  noReadme: 'This agent has no README yet.',
  readmeFailed: 'The README could not be loaded.',
  noManifest: 'This version has no agent.yaml.',
  manifestFailed: 'The agent.yaml could not be loaded.',
  yanked: (version: string, reason?: string | null) => `Version ${version} was yanked${reason ? `: ${reason}` : '.'}`,
} as const;

/** One agent with the CLI instructions to pull it, and (when given) its versions, README and agent.yaml. */
export function AgentDetail({ agent, status, error, links, className, ...versioned }: AgentDetailProps) {
  if (status === 'loading') {
    return (
      <div className={clsx(styles.page, className)}>
        <Spinner size="large" label="Loading agent" />
      </div>
    );
  }
  if (status === 'error' || !agent) {
    const message = status === 'error' ? error || INLINE_MESSAGES.unknownError : INLINE_MESSAGES.agentNotFound;
    return (
      <div className={clsx(styles.page, className)}>
        <BackLink />
        <div className={styles.error} role="alert">
          <AlertTriangle size={20} aria-hidden="true" className={styles.errorIcon} />
          <p className={styles.errorText}>
            {INLINE_MESSAGES.agentLoadFailedPrefix}
            {message}
          </p>
        </div>
      </div>
    );
  }
  // Existing pages (no version props) keep their layout; the tabs appear once the app loads versions.
  const tabs = [versioned.versions, versioned.versionsStatus, versioned.readme, versioned.readmeStatus].some((v) => v !== undefined);
  return <AgentDetailView agent={agent} links={{ ...defaultAgentAsCodeLinks, ...links }} className={className} tabs={tabs} {...versioned} />;
}

function BackLink() {
  return (
    <Link href="/agents" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      Back to agents
    </Link>
  );
}

type VersionedProps = Omit<AgentDetailProps, 'agent' | 'status' | 'error' | 'links' | 'className'>;

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
  onYank,
  onUnyank,
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
        <span className={styles.rating}>
          {rating !== undefined && <Star size={14} aria-hidden="true" className={styles.star} />}
          {formatAgentRating(rating, AGENT_DETAIL_FALLBACKS.rating)}
        </span>
      ),
    },
    { label: 'Downloads', value: (Number.isFinite(downloads) ? downloads : 0).toLocaleString('en-US') },
    { label: 'Visibility', value: agent.visibility ? categoryLabel(agent.visibility) : F.missing },
    { label: 'Status', value: agent.status ? categoryLabel(agent.status) : F.missing },
    { label: 'Version', value: agent.current_version || F.currentVersion },
    { label: 'Author', value: agent.author_name || F.authorName },
  ];

  const M = AGENT_DETAIL_VERSION_MESSAGES;
  const ref = agentRef(agent);
  const selected = versions?.find((v) => v.version === selectedVersion);
  // A version pinned in the examples: what `agent pull` fetches for the version on screen.
  const examples = [
    ...(ref && selectedVersion ? [{ label: `Pull version ${selectedVersion}`, command: pullCommand(ref, selectedVersion) }] : []),
    // A published agent is pulled by its 'owner/name'; an agent without one by its name.
    ...pullExamples(ref ?? agent.name),
  ];
  const yankedWarning = selected?.yanked ? M.yanked(selected.version, selected.yank_reason) : null;

  return (
    <div className={clsx(styles.page, className)}>
      <BackLink />
      {agent.deprecation_message && <DeprecationBanner message={agent.deprecation_message} />}
      <header className={styles.hero}>
        <span className={styles.avatar} aria-hidden="true">
          {agent.name.trim().charAt(0).toUpperCase() || 'A'}
        </span>
        <div className={styles.heroText}>
          <div className={styles.badges}>
            {agent.category && <Badge tone="primary">{categoryLabel(agent.category)}</Badge>}
            {agent.current_version && <Badge tone="neutral">v{agent.current_version}</Badge>}
            {agent.featured && <Badge tone="accent">Featured</Badge>}
          </div>
          <h1 className={styles.title}>{agent.name}</h1>
          <p className={agent.description?.trim() ? styles.description : styles.descriptionMissing}>{description}</p>
          {versions && versions.length > 0 && onSelectVersion && (
            <VersionPicker versions={versions} value={selectedVersion ?? agent.current_version ?? ''} currentVersion={agent.current_version} onChange={onSelectVersion} />
          )}
          {(agent.repository_url || agent.documentation_url) && (
            <div className={styles.actions}>
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
            </div>
          )}
        </div>
      </header>
      {isOwner && ownerActions}
      {yankedWarning && (
        <p className={styles.yanked} role="status">
          <AlertTriangle size={18} aria-hidden="true" className={styles.yankedIcon} />
          <span>{yankedWarning}</span>
        </p>
      )}

      <div className={clsx(styles.columns, tabs && styles.columnsWithTabs)}>
        {/* First on a phone, where it is what a visitor came for; the right column on wide screens. */}
        <Panel title="Use this agent" icon={<Terminal size={18} aria-hidden="true" />} className={styles.cli}>
          <div className={styles.step}>
            <h3 className={styles.stepTitle}>Install the CLI</h3>
            <p className={styles.stepText}>With pipx (recommended):</p>
            <CopyBox value={AGENT_CLI_INSTALL.pipx} copyLabel="Copy the pipx install command" />
            <p className={styles.stepText}>Or with pip:</p>
            <CopyBox value={AGENT_CLI_INSTALL.pip} copyLabel="Copy the pip install command" />
          </div>

          <div className={styles.step}>
            <h3 className={styles.stepTitle}>Usage</h3>
            <pre className={styles.usage} role="region" aria-label="agent pull usage" tabIndex={0}>
              <code>{AGENT_PULL_USAGE}</code>
            </pre>
          </div>

          <div className={styles.step}>
            <h3 className={styles.stepTitle}>Examples</h3>
            {examples.map(({ label, command }) => (
              <div key={command} className={styles.example}>
                <p className={styles.stepText}>{label}</p>
                <CopyBox value={command} copyLabel={`Copy: ${command}`} />
              </div>
            ))}
          </div>

          <div className={styles.note}>
            <KeyRound size={18} aria-hidden="true" className={styles.noteIcon} />
            <p className={styles.noteText}>
              The CLI calls the registry API with your personal access token in an{' '}
              <code className={styles.inlineCode}>Authorization: Bearer &lt;your PAT&gt;</code> header. Create one on your
              profile page.
            </p>
          </div>

          <div className={styles.actions}>
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
          </div>
        </Panel>
        <div className={styles.main}>
          {tabs && (
            <section className={styles.panel} aria-label="README, versions and agent.yaml">
              <Tabs
                label="Agent files"
                tabs={[
                  {
                    id: 'readme',
                    label: 'README',
                    content: () => (
                      <Loaded status={readmeStatus} loading="Loading README" failed={M.readmeFailed}>
                        {readme?.trim() ? <MarkdownView markdown={readme} /> : <p className={styles.emptyTab}>{M.noReadme}</p>}
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
                        {manifestYaml ? <ManifestView yaml={manifestYaml} version={selectedVersion} /> : <p className={styles.emptyTab}>{M.noManifest}</p>}
                      </Loaded>
                    ),
                  },
                ] satisfies TabItem[]}
              />
            </section>
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
          {tags.length > 0 && (
            <Panel title="Tags">
              <ul className={styles.tags}>
                {tags.map((tag, index) => (
                  <li key={`${tag}-${index}`} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          <Panel title="Prerequisites">
            <ul className={styles.checklist}>
              {AGENT_CLI_PREREQUISITES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Panel>
        </div>

      </div>
    </div>
  );
}

/** A tab's content once loaded: a spinner meanwhile, a message when it failed. */
function Loaded({ status, loading, failed, children }: { status: LoadStatus; loading: string; failed: string; children: ReactNode }) {
  if (status === 'loading') return <Spinner size="large" label={loading} />;
  if (status === 'error') {
    return (
      <div className={feedback.error} role="alert">
        <AlertTriangle size={20} aria-hidden="true" className={feedback.errorIcon} />
        <p className={feedback.errorText}>{failed}</p>
      </div>
    );
  }
  return <>{children}</>;
}

/** The 'Version' select of the header: current, pre-release and yanked versions say so. */
function VersionPicker({
  versions,
  value,
  currentVersion,
  onChange,
}: {
  versions: readonly AgentVersion[];
  value: string;
  currentVersion: string | null | undefined;
  onChange: (version: string) => void;
}) {
  const id = useId();
  const notes = (v: AgentVersion) =>
    [v.version === currentVersion && 'current', v.prerelease && 'pre-release', v.yanked && 'yanked'].filter(Boolean).join(', ');
  return (
    <div className={styles.versionPicker}>
      <label htmlFor={id} className={field.label}>
        Version
      </label>
      <select id={id} className={clsx(field.control, styles.versionSelect)} value={value} onChange={(event) => onChange(event.target.value)}>
        {/* A version not in the list (not loaded yet, or removed) still shows as chosen. */}
        {value && !versions.some((v) => v.version === value) && <option value={value}>{value}</option>}
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {notes(v) ? `${v.version} (${notes(v)})` : v.version}
          </option>
        ))}
      </select>
    </div>
  );
}

function Panel({ title, icon, className, children }: { title: string; icon?: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
