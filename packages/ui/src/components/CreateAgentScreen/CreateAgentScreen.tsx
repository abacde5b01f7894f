import { ArrowLeft, FileText, GitBranch, Rocket, Sparkles, Tags, Upload, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { pageTitle } from '../../private/styles/layout.css';
import { IconTile } from '../Badge/IconTile';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';
import { heading, lead } from '../NotFoundScreen/NotFoundScreen.css';
import * as styles from './CreateAgentScreen.css';

/** The upload features announced on the placeholder. */
export const comingSoonFeatures: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Drag-and-drop upload', text: 'Drop your agent package or configuration files to upload them.', icon: Upload },
  { title: 'Metadata form', text: 'Describe your agent: name, description, documentation and repository links.', icon: FileText },
  { title: 'Category and tag selection', text: 'Help people find your agent with a category and searchable tags.', icon: Tags },
  { title: 'Version management', text: 'Publish new versions and keep a history of every release.', icon: GitBranch },
  { title: 'Publishing options', text: 'Choose who can see your agent, and publish when it is ready.', icon: Rocket },
];

export interface CreateAgentScreenProps {
  /**
   * Where an agent.yaml can be published today. When given, the placeholder offers it as its
   * first action ('Publish an agent.yaml') beside the features still to come.
   */
  publishHref?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** /create-agent: a placeholder for the upload form still to come; publishing an agent.yaml already works (publishHref). */
export function CreateAgentScreen({ publishHref, className }: CreateAgentScreenProps) {
  const featuresId = useId();
  return (
    <Stack gap={6} className={clsx(styles.page, className)}>
      <Stack as="header" gap={1}>
        <h1 className={pageTitle}>Create New Agent</h1>
        <p className={lead}>Share your AI agent with the community.</p>
      </Stack>

      <Card as="section" radius="xlarge" elevated={false} padding={0} className={styles.card} aria-labelledby={featuresId}>
        <Stack gap={3} align="center" textAlign="center" className={styles.hero}>
          <IconTile size="2xl" shape="xlarge" tone="brand" className={styles.heroIcon}>
            <Sparkles size={26} />
          </IconTile>
          <h2 id={featuresId} className={heading}>
            Coming Soon
          </h2>
          <p className={styles.heroText}>
            We're building the tools to upload and publish agents right here. Until then, browse the registry or pull agents with the Agent
            as Code CLI.
          </p>
        </Stack>
        <Box
          as="ul"
          display="grid"
          gridTemplateColumns={{ base: 1, md: 2 }}
          gap={{ base: 3, md: 4 }}
          padding={{ base: 6, md: 8 }}
          margin={0}
        >
          {comingSoonFeatures.map(({ title, text, icon: Icon }) => (
            <Card key={title} as="li" elevated={false} padding={4} display="flex" alignItems="flex-start" gap={3}>
              <IconTile size="md" shape="medium" tone="primary">
                <Icon size={18} />
              </IconTile>
              <span className={styles.featureText}>
                <Box as="span" fontSize="sm" fontWeight="semibold" color="text">
                  {title}
                </Box>
                <span className={styles.featureHint}>{text}</span>
              </span>
            </Card>
          ))}
        </Box>
        <Inline gap={3} justify="center" className={styles.actions}>
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
        </Inline>
      </Card>
    </Stack>
  );
}
