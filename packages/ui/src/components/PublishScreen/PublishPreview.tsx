import { agentRef, isPrerelease, type Agent, type AgentVisibility } from '@agent-registry/api-client/rules';
import { useId, type ReactNode } from 'react';
import { AgentCard } from '../AgentCard/AgentCard';
import type { AgentData } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { imageReference, type RegistryAddress } from '../AgentDetailScreen/agentAsCode';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { MarkdownView } from '../MarkdownView/MarkdownView';
import { Note } from './fields';
import { listAt, textAt } from './manifest';
import * as styles from './PublishScreen.css';

interface PublishPreviewProps {
  /** The parsed agent.yaml (the last one that parsed while the text has a syntax error). */
  data: unknown;
  /** The exact text that will be published. */
  text: string;
  /** The README to publish, rendered as the agent's page shows it. */
  readme: string;
  /** Where the registry is: the pull command names the image with its host (else the page's own). */
  registry?: RegistryAddress | undefined;
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

/** One line of the preview's facts: a term over its value (badges, code). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <dt className={styles.factTerm}>{term}</dt>
      <Inline as="dd" gap={2} margin={0}>
        {children}
      </Inline>
    </Stack>
  );
}

/** What the publish will produce: the card in lists, the reference and pull command, the file. */
export function PublishPreview({ data, text, readme, registry, mode, agent, namespace, category, visibility }: PublishPreviewProps) {
  const headingId = useId();
  const readmeId = useId();
  const host = registry?.host ?? (typeof window === 'undefined' ? 'localhost' : window.location.host);
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
    <Stack as="section" gap={4} className={styles.preview} aria-labelledby={headingId}>
      <Stack gap={1}>
        <h2 id={headingId} className={styles.previewTitle}>
          Preview
        </h2>
        <Note>How the agent will look in the registry once published.</Note>
      </Stack>

      <LinkProvider component={PreviewTitle}>
        <AgentCard agent={card} headingLevel={3} />
      </LinkProvider>

      <Stack as="dl" gap={3} margin={0}>
        <Fact term="Reference">
          {ref ? <code className={styles.inlineCode}>{ref}</code> : <Note as="span">Name the agent to see its reference.</Note>}
        </Fact>
        <Fact term="Version">
          {version ? <Badge tone="primary">{version}</Badge> : <Note as="span">No version yet.</Note>}
          {version && isPrerelease(version) && <Badge tone="warning">Pre-release</Badge>}
          {mode === 'create' && <Badge>{visibility === 'private' ? 'Private' : 'Public'}</Badge>}
        </Fact>
        {ref && version && (
          <Fact term="Pull with">
            {/* The image's name, as the agent page and the CLI give it: HOST/owner/name:VERSION. */}
            <code className={styles.inlineCode}>agent pull {imageReference(host, ref, version)}</code>
          </Fact>
        )}
      </Stack>

      <h3 id={readmeId} className={styles.yamlTitle}>
        Rendered README
      </h3>
      {readme.trim() ? (
        // Focusable: the README scrolls inside the preview, and keyboard users must be able to scroll it too.
        <section className={styles.readmePreview} tabIndex={0} aria-labelledby={readmeId}>
          <MarkdownView markdown={readme} headingOffset={3} />
        </section>
      ) : (
        <Note>No README yet: the agent’s page will say so.</Note>
      )}

      <h3 className={styles.yamlTitle}>agent.yaml to publish</h3>
      {/* Focusable: the file scrolls, and keyboard users must be able to scroll it too. */}
      <pre className={styles.published} tabIndex={0}>
        <code>{text}</code>
      </pre>
    </Stack>
  );
}
