import { ArrowLeft, FileText, GitBranch, Rocket, Sparkles, Tags, Upload, type LucideIcon } from 'lucide-react';
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

/** /create-agent: a placeholder until agent upload ships. */
export function CreateAgentPlaceholder() {
  const featuresId = useId();
  return (
    <div className={styles.page}>
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
          <ButtonLink href="/search">Browse Agents</ButtonLink>
        </div>
      </section>
    </div>
  );
}
