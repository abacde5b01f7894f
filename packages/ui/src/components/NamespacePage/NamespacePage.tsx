import { clsx } from 'clsx';
import { Building2, Download, Package, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NamespacePage as NamespacePageData } from '@agent-registry/api-client/rules';
import type { LoadStatus } from '../../status';
import { pageTitle } from '../../private/styles/layout.css';
import { AgentCardGrid, NoResults } from '../AgentsScreen/AgentResults';
import { formatCount } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Loaded } from '../Loaded/Loaded';
import * as styles from './NamespacePage.css';

export const NAMESPACE_PAGE_MESSAGES = {
  noAgents: 'No public agents yet',
  noAgentsHint: 'Agents published here appear once they are public.',
  privateProfile: 'This user keeps their profile private.',
  loadFailedPrefix: 'Failed to load this page: ',
  unknownError: 'Unknown error',
} as const;

export interface NamespacePageProps {
  /** What GET /namespaces/{name} answered. */
  page?: NamespacePageData | null | undefined;
  status: LoadStatus;
  error?: string | undefined;
  /** Buttons beside the heading (the app passes 'Members' for an organisation's members). */
  actions?: ReactNode;
  className?: string | undefined;
}

/**
 * The public page of a namespace, a user's or an organisation's: avatar, name, bio and the public
 * agents with their downloads. A user without a public profile shows only the name and agents.
 */
export function NamespacePage({ page, status, error, actions, className }: NamespacePageProps) {
  return (
    <Stack gap={8} className={className}>
      <Loaded
        status={status}
        loading="Loading"
        failed={`${NAMESPACE_PAGE_MESSAGES.loadFailedPrefix}${error || NAMESPACE_PAGE_MESSAGES.unknownError}`}
      >
        {page && <NamespaceContent page={page} actions={actions} />}
      </Loaded>
    </Stack>
  );
}

function NamespaceContent({ page, actions }: { page: NamespacePageData; actions?: ReactNode }) {
  const isOrg = page.kind === 'org';
  const title = page.display_name || page.name;
  const count = page.agents.length;
  return (
    <>
      <header className={styles.header}>
        {page.avatar_url ? (
          <img className={styles.avatar} src={page.avatar_url} alt={`Avatar of ${title}`} />
        ) : (
          <span className={clsx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
            {title.charAt(0).toUpperCase()}
          </span>
        )}
        <Stack gap={2} className={styles.identity}>
          <Inline gap={2}>
            <h1 className={clsx(pageTitle, styles.title)}>{title}</h1>
            <Badge tone={isOrg ? 'primary' : 'neutral'}>
              {isOrg ? <Building2 size={12} aria-hidden="true" /> : <User size={12} aria-hidden="true" />}
              {isOrg ? 'Organisation' : 'User'}
            </Badge>
          </Inline>
          {page.display_name && page.display_name !== page.name && (
            <Box as="p" margin={0} color="muted">
              {page.name}
            </Box>
          )}
          {page.bio && <p className={styles.bio}>{page.bio}</p>}
          {!isOrg && !page.public_profile && (
            <Box as="p" margin={0} fontSize="sm" color="muted">
              {NAMESPACE_PAGE_MESSAGES.privateProfile}
            </Box>
          )}
          <Inline gap={4}>
            <Box as="span" fontSize="sm" color="muted" display="inline-flex" alignItems="center" gap={1}>
              <Package size={14} aria-hidden="true" />
              {count === 1 ? '1 public agent' : `${count} public agents`}
            </Box>
            <Box as="span" fontSize="sm" color="muted" display="inline-flex" alignItems="center" gap={1}>
              <Download size={14} aria-hidden="true" />
              {`${formatCount(page.total_downloads)} downloads`}
            </Box>
          </Inline>
        </Stack>
        {actions && <Inline gap={2}>{actions}</Inline>}
      </header>
      <Stack as="section" gap={4} aria-label="Agents">
        <Box as="h2" margin={0} fontSize="xl" fontWeight="semibold" color="text">
          Agents
        </Box>
        {count === 0 ? (
          <NoResults
            icon={<Package size={28} aria-hidden="true" />}
            title={NAMESPACE_PAGE_MESSAGES.noAgents}
            hint={NAMESPACE_PAGE_MESSAGES.noAgentsHint}
          />
        ) : (
          <AgentCardGrid agents={page.agents} headingLevel={3} />
        )}
      </Stack>
    </>
  );
}
