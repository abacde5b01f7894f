import { clsx } from 'clsx';
import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { AlertTriangle, ArrowLeft, BookOpen, ExternalLink, FolderGit2, KeyRound, Package, Star, Terminal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { agentId, agentRating, categoryLabel, formatAgentRating, type AgentData } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
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
}

/** One agent with the CLI instructions to pull it. */
export function AgentDetail({ agent, status, error, links, className }: AgentDetailProps) {
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
  return <AgentDetailView agent={agent} links={{ ...defaultAgentAsCodeLinks, ...links }} className={className} />;
}

function BackLink() {
  return (
    <Link href="/agents" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      Back to agents
    </Link>
  );
}

function AgentDetailView({ agent, links, className }: { agent: AgentData; links: AgentAsCodeLinks; className?: string | undefined }) {
  const id = agentId(agent);
  const description = agent.description?.trim() ? agent.description : AGENT_DETAIL_FALLBACKS.description;
  const rating = agentRating(agent.rating);
  const downloads = Number(agent.download_count ?? agent.downloads ?? AGENT_DETAIL_FALLBACKS.downloadCount);
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

  return (
    <div className={clsx(styles.page, className)}>
      <BackLink />
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

      <div className={styles.columns}>
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
            {pullExamples(agent.name).map(({ label, command }) => (
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
