import { agentRef, isPrerelease, pullCommand, type Agent, type AgentVisibility } from '@agent-registry/api-client/rules';
import { useId } from 'react';
import { AgentCard } from '../AgentCard/AgentCard';
import type { AgentData } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { listAt, textAt } from './manifest';
import * as styles from './PublishAgentForm.css';

interface PublishPreviewProps {
  /** The parsed agent.yaml (the last one that parsed while the text has a syntax error). */
  data: unknown;
  /** The exact text that will be published. */
  text: string;
  mode: 'create' | 'version';
  agent?: AgentData | undefined;
  namespace: string;
  category: string;
  visibility: AgentVisibility;
}

/** The agent is not published yet: its card's title is text, not a link to a page that does not exist. */
function PreviewTitle({ className, children }: LinkComponentProps) {
  return <span className={className}>{children}</span>;
}

/** What the publish will produce: the card in lists, the reference and pull command, the file. */
export function PublishPreview({ data, text, mode, agent, namespace, category, visibility }: PublishPreviewProps) {
  const headingId = useId();
  const name = textAt(data, ['metadata', 'name']);
  const version = textAt(data, ['metadata', 'version']);
  const description = textAt(data, ['metadata', 'description']);
  const ref = agentRef({ namespace: agent?.namespace || namespace, slug: name });

  // A new version keeps the agent's display name, rating and downloads.
  const card: Agent = {
    id: agent ? agent.id : 'preview',
    name: (mode === 'version' && agent?.name) || name || 'Your agent',
    description: description || (mode === 'version' ? agent?.description : null) || null,
    category: category || null,
    tags: listAt(data, ['metadata', 'tags']),
    author_name: agent?.author_name || namespace,
    current_version: version || null,
    rating: mode === 'version' ? (agent?.rating ?? null) : null,
    download_count: mode === 'version' ? (agent?.download_count ?? 0) : 0,
  };

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <div className={styles.previewHead}>
        <h2 id={headingId} className={styles.previewTitle}>
          Preview
        </h2>
        <p className={styles.sectionNote}>How the agent will look in the registry once published.</p>
      </div>

      <LinkProvider component={PreviewTitle}>
        <AgentCard agent={card} headingLevel={3} />
      </LinkProvider>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Reference</dt>
          <dd>
            {ref ? <code className={styles.inlineCode}>{ref}</code> : <span className={styles.placeholder}>Name the agent to see its reference.</span>}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Version</dt>
          <dd>
            {version ? <Badge tone="primary">{version}</Badge> : <span className={styles.placeholder}>No version yet.</span>}
            {version && isPrerelease(version) && <Badge tone="warning">Pre-release</Badge>}
            {mode === 'create' && <Badge>{visibility === 'private' ? 'Private' : 'Public'}</Badge>}
          </dd>
        </div>
        {ref && (
          <div className={styles.fact}>
            <dt>Pull with</dt>
            <dd>
              <code className={styles.inlineCode}>{pullCommand(ref, version || null)}</code>
            </dd>
          </div>
        )}
      </dl>

      <h3 className={styles.yamlTitle}>agent.yaml to publish</h3>
      {/* Focusable: the file scrolls, and keyboard users must be able to scroll it too. */}
      <pre className={styles.published} tabIndex={0}>
        <code>{text}</code>
      </pre>
    </section>
  );
}
