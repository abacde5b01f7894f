import { ArrowLeft, FileText, GitBranch, Rocket, Sparkles, Tags, Upload, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './CreateAgentPlaceholder.css';

/** The upload features announced on the placeholder. */
export const comingSoonFeatures: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Drag-and-drop upload', text: 'Drop your agent package or configuration files to upload them.', icon: Upload },
  { title: 'Metadata form', text: 'Describe your agent: name, description, documentation and repository links.', icon: FileText },
  { title: 'Category and tag selection', text: 'Help people find your agent with a category and searchable tags.', icon: Tags },
  { title: 'Version management', text: 'Publish new versions and keep a history of every release.', icon: GitBranch },
  { title: 'Publishing options', text: 'Choose who can see your agent, and publish when it is ready.', icon: Rocket },
];

export interface CreateAgentPlaceholderProps {
  /**
   * Where an agent.yaml can be published today. When given, the placeholder offers it as its
   * first action ('Publish an agent.yaml') beside the features still to come.
   */
  publishHref?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** /create-agent: a placeholder announcing the upload features still to come. */
export function CreateAgentPlaceholder({ publishHref, className }: CreateAgentPlaceholderProps) {
  const featuresId = useId();
  return (
    <div className={clsx(styles.page, className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>Create New Agent</h1>
        <p className={styles.subtitle}>Share your AI agent with the community.</p>
      </header>

      <section className={styles.card} aria-labelledby={featuresId}>
        <div className={styles.hero}>
          <span className={styles.heroIcon} aria-hidden="true">
            <Sparkles size={26} />
          </span>
          <h2 id={featuresId} className={styles.heroTitle}>
            Coming Soon
          </h2>
          <p className={styles.heroText}>
            We're building the tools to upload and publish agents right here. Until then, browse the registry or pull agents
            with the Agent as Code CLI.
          </p>
        </div>
        <ul className={styles.features}>
          {comingSoonFeatures.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon size={18} />
              </span>
              <span className={styles.featureText}>
                <span className={styles.featureTitle}>{title}</span>
                <span className={styles.featureHint}>{text}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href="/dashboard" variant="outline">
            <ArrowLeft size={16} aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
          <ButtonLink href="/search" variant={publishHref ? 'outline' : 'solid'}>
            Browse Agents
          </ButtonLink>
          {publishHref && (
            <ButtonLink href={publishHref}>
              <Upload size={16} aria-hidden="true" />
              Publish an agent.yaml
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
