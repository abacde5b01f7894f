import { clsx } from 'clsx';
import {
  ArrowRight,
  BookOpen,
  Boxes,
  Compass,
  ExternalLink,
  Rocket,
  ShieldCheck,
  Sparkles,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, type ReactNode } from 'react';
import type { AgentData } from '../AgentCard/agent';
import { CardGrid } from '../AgentsScreen/CardGrid';
import { IconTile } from '../Badge/IconTile';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { defaultAgentAsCodeLinks, AGENT_CLI_INSTALL, type AgentAsCodeLinks } from '../AgentDetailScreen/agentAsCode';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';
import { CategoryPicker, type CategoryOption } from '../CategoryPicker/CategoryPicker';
import { EmptyState } from '../EmptyState/EmptyState';
import type { FrameworkData } from '../FrameworkCard/framework';
import type { FrameworksStatus } from '../FrameworkTierGrid/FrameworkTierGrid';
import { Spinner } from '../Spinner/Spinner';
import { SearchForm, type SearchFormSuggest } from '../SearchForm/SearchForm';
import * as styles from './LandingScreen.css';

// The frameworks grid (cards, their icons, the tiers) sits below the fold and waits for its data:
// its code loads beside that call instead of in the page's first JavaScript.
const FrameworkTierGrid = lazy(() => import('../FrameworkTierGrid/FrameworkTierGrid').then((m) => ({ default: m.FrameworkTierGrid })));

// The featured and recent agents wait for their calls too: the card's code starts loading with the
// page (see LandingScreen's effect) and is there by the time they answer.
let agentCard: Promise<typeof import('../AgentCard/AgentCard')> | undefined;
const loadAgentCard = () =>
  (agentCard ??= import('../AgentCard/AgentCard').catch((error: unknown) => {
    agentCard = undefined; // the next render tries again
    throw error;
  }));
const AgentCard = lazy(() => loadAgentCard().then((m) => ({ default: m.AgentCard })));

/** The landing page's category picker (selection only highlights). */
export const landingCategories: readonly CategoryOption[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'productivity', label: 'Productivity' },
  { value: 'creative', label: 'Creative' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'communication', label: 'Communication' },
];

const features: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: 'Easy Deployment',
    body: 'Pull any agent into your project with one command and run it with the tools you already use.',
    icon: Rocket,
  },
  {
    title: 'Secure & Reliable',
    body: 'Personal access tokens, versioned releases and public metadata you can review before you run.',
    icon: ShieldCheck,
  },
  { title: 'Community Driven', body: 'Agents are shared, rated and improved by builders from around the world.', icon: Users },
  { title: 'Lightning Fast', body: 'Search the whole catalogue in milliseconds and go from idea to working agent in minutes.', icon: Zap },
];

/** The static stats band. */
export const landingStats = [
  { value: '1,000+', label: 'Active Agents' },
  { value: '50,000+', label: 'Downloads' },
  { value: '10,000+', label: 'Users' },
  { value: '25+', label: 'Categories' },
] as const;

export interface LandingScreenProps {
  /** Signed-in visitors get Create Agent and Dashboard calls to action; others Get Started / Sign Up. */
  isAuthenticated: boolean;
  /** Featured agents; when absent or empty a 'Coming Soon' placeholder stands in. */
  featuredAgents?: readonly AgentData[];
  /** Recent agents; when absent or empty a 'Coming Soon' placeholder stands in. */
  recentAgents?: readonly AgentData[];
  /** The agent lists are still loading: a spinner stands in for a list not there yet, rather than 'Coming Soon'. */
  agentsLoading?: boolean;
  /** The frameworks of the showcase. */
  frameworks?: readonly FrameworkData[];
  /** Where the frameworks are: 'loading', 'error' or 'success'. */
  frameworksStatus: FrameworksStatus;
  /** Called with the trimmed, non-blank text (the app goes to /search?q=...). */
  onSearch: (query: string) => void;
  /** Agent as Code links (Learn More: package page, Documentation). */
  links?: Partial<AgentAsCodeLinks>;
  /** Suggestions as you type in the hero's search box. */
  suggest?: SearchFormSuggest;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The landing page. */
export function LandingScreen({
  isAuthenticated,
  featuredAgents,
  recentAgents,
  agentsLoading = false,
  frameworks,
  frameworksStatus,
  onSearch,
  links,
  suggest,
  className,
}: LandingScreenProps) {
  const agentAsCode = { ...defaultAgentAsCodeLinks, ...links };
  useEffect(() => {
    loadAgentCard().catch(() => undefined); // a failed load is tried again when a card renders
  }, []);
  const hasFeatured = (featuredAgents?.length ?? 0) > 0;
  const hasRecent = (recentAgents?.length ?? 0) > 0;

  // Each section renders again only when its own data changes: the lists arrive one by one, and
  // the frameworks grid is the page's heaviest part. React skips an element it gets back as it
  // was; unlike memo() calls at the module's top, this lets a bundler drop the whole page from an
  // app that imports only a card.
  const hero = useMemo(
    () => <Hero isAuthenticated={isAuthenticated} onSearch={onSearch} suggest={suggest} />,
    [isAuthenticated, onSearch, suggest],
  );
  const featured = useAgentsSection('Featured Agents', 'Hand-picked agents the community loves.', featuredAgents, agentsLoading);
  const recent = useAgentsSection('Recent Agents', 'The latest agents published to the registry.', recentAgents, agentsLoading);
  const frameworksGrid = useMemo(
    () => (
      <Suspense
        fallback={
          // What the grid shows while its frameworks load, so nothing moves when its code arrives.
          <Box display="flex" justifyContent="center" paddingBlock={8}>
            <Spinner size="large" label="Loading frameworks" />
          </Box>
        }
      >
        <FrameworkTierGrid frameworks={frameworks} status={frameworksStatus} headingLevel={3} maxPerTier={LANDING_FRAMEWORKS_PER_TIER} />
      </Suspense>
    ),
    [frameworks, frameworksStatus],
  );

  return (
    <Stack gap={{ base: 16, lg: 20 }} className={clsx(styles.page, className)}>
      {hero}

      <AgentAsCode links={agentAsCode} />

      {hasFeatured || hasRecent ? (
        <>
          {featured}
          {recent}
        </>
      ) : (
        <Section title="Featured & Recent Agents" description="Hand-picked and newly published agents from the community.">
          {agentsLoading ? <AgentsSpinner label="Loading agents" /> : <ComingSoon />}
        </Section>
      )}

      <Section title="Why Agent Registry?" description="Everything you need to find, share and run AI agents." centered>
        <Box as="ul" display="grid" gridTemplateColumns={{ base: 1, md: 2, lg: 4 }} gap={5} margin={0} padding={0}>
          {features.map(({ title, body, icon: Icon }) => (
            <Card
              key={title}
              as="li"
              radius="xlarge"
              elevated={false}
              display="flex"
              flexDirection="column"
              gap={3}
              className={styles.feature}
            >
              <IconTile tone="primary">
                <Icon size={22} aria-hidden="true" />
              </IconTile>
              <h3 className={styles.featureTitle}>{title}</h3>
              <p className={styles.featureBody}>{body}</p>
            </Card>
          ))}
        </Box>
      </Section>

      <StatsBand />

      <Section
        title="Popular AI Agent Frameworks"
        description="The frameworks builders reach for, from proven market leaders to emerging specialists."
        centered
        className={styles.belowTheFold}
      >
        {frameworksGrid}
        <Inline gap={3} justify="center">
          <ButtonLink href="/search" size="large">
            <Compass size={18} aria-hidden="true" />
            Explore AI Agents
          </ButtonLink>
          {frameworksStatus === 'success' && (frameworks?.length ?? 0) > 0 && (
            <ButtonLink href="/search" size="large" variant="outline">
              See all frameworks
            </ButtonLink>
          )}
          {isAuthenticated && (
            <ButtonLink href="/create-agent" size="large" variant="outline">
              Create Agent
            </ButtonLink>
          )}
        </Inline>
      </Section>

      <ClosingCallToAction isAuthenticated={isAuthenticated} />
    </Stack>
  );
}

/** Frameworks per tier on the landing page (full rows at one, two and three columns); /search has all. */
export const LANDING_FRAMEWORKS_PER_TIER = 6;

function Hero({
  isAuthenticated,
  onSearch,
  suggest,
}: {
  isAuthenticated: boolean;
  onSearch: (query: string) => void;
  suggest?: SearchFormSuggest;
}) {
  const titleId = useId();
  return (
    <Stack as="section" align="center" gap={6} textAlign="center" className={styles.hero} aria-labelledby={titleId}>
      <span className={styles.eyebrow}>
        <Sparkles size={14} aria-hidden="true" />
        The open registry for AI agents
      </span>
      <h1 id={titleId} className={styles.heroTitle}>
        Discover and Share <span className={styles.heroAccent}>AI Agents</span>
      </h1>
      <p className={styles.heroLead}>
        Find ready-to-run agents for every task, share your own with the community, and pull them into your projects with a single command.
      </p>
      <Inline gap={3} justify="center">
        <ButtonLink href="/search" size="large">
          Browse Agents
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
        {isAuthenticated ? (
          <ButtonLink href="/create-agent" size="large" variant="outline">
            Create Agent
          </ButtonLink>
        ) : (
          <ButtonLink href="/auth" size="large" variant="outline">
            Get Started
          </ButtonLink>
        )}
      </Inline>
      <div className={styles.heroSearch}>
        <SearchForm onSearch={onSearch} suggest={suggest} />
      </div>
      <CategoryPicker label="Categories" options={landingCategories} className={styles.heroCategories} />
    </Stack>
  );
}

function Section({
  title,
  description,
  centered = false,
  className,
  children,
}: {
  title: string;
  description?: string;
  centered?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack as="section" gap={8} className={className} aria-labelledby={titleId}>
      <Stack as="header" gap={2} align={centered ? 'center' : undefined} textAlign={centered ? 'center' : undefined}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description && <p className={styles.sectionDescription}>{description}</p>}
      </Stack>
      {children}
    </Stack>
  );
}

/** What a list of agents shows until its agents (or the cards' code) arrive. */
function AgentsSpinner({ label }: { label: string }) {
  return (
    <Box display="flex" justifyContent="center" paddingBlock={8}>
      <Spinner size="large" label={label} />
    </Box>
  );
}

/** An AgentsSection that renders again only when its own list (or the loading flag) changes. */
function useAgentsSection(title: string, description: string, agents: readonly AgentData[] | undefined, loading: boolean) {
  return useMemo(
    () => <AgentsSection title={title} description={description} agents={agents} loading={loading} />,
    [title, description, agents, loading],
  );
}

function AgentsSection({
  title,
  description,
  agents,
  loading,
}: {
  title: string;
  description: string;
  agents?: readonly AgentData[] | undefined;
  loading: boolean;
}) {
  const spinner = <AgentsSpinner label={`Loading ${title.toLowerCase()}`} />;
  return (
    <Section title={title} description={description}>
      {agents && agents.length > 0 ? (
        <Suspense fallback={spinner}>
          <CardGrid>
            {agents.map((agent) => (
              <AgentCard key={agent.id} agent={agent} as="li" headingLevel={3} />
            ))}
          </CardGrid>
        </Suspense>
      ) : loading && !agents ? (
        spinner
      ) : (
        <ComingSoon />
      )}
    </Section>
  );
}

function ComingSoon() {
  return (
    <EmptyState
      titleAs="p"
      icon={<Boxes size={24} aria-hidden="true" />}
      title="Coming Soon"
      description="Agents shared by the community will appear here as they are published."
    />
  );
}

function AgentAsCode({ links }: { links: AgentAsCodeLinks }) {
  const titleId = useId();
  return (
    <Card
      as="section"
      radius="xlarge"
      padding={{ base: 6, lg: 10 }}
      display="grid"
      gridTemplateColumns={{ base: 1, lg: 2 }}
      alignItems="center"
      gap={{ base: 8, lg: 12 }}
      aria-labelledby={titleId}
    >
      <Stack gap={4} align="flex-start">
        <span className={styles.eyebrowPlain}>Declarative AI agents</span>
        <h2 id={titleId} className={styles.sectionTitle}>
          Agent as Code
        </h2>
        <p className={styles.sectionDescription}>
          Describe an agent in one configuration file, version it with your code, and pull agents from this registry with the Agent as Code
          command-line tool.
        </p>
        <Inline gap={3}>
          <ButtonLink href={links.packageUrl} external size="large" aria-label="Learn More about Agent as Code (opens in a new tab)">
            Learn More
            <ExternalLink size={16} aria-hidden="true" />
          </ButtonLink>
          <ButtonLink
            href={links.documentationUrl}
            external
            size="large"
            variant="outline"
            aria-label="Documentation of Agent as Code (opens in a new tab)"
          >
            <BookOpen size={16} aria-hidden="true" />
            Documentation
          </ButtonLink>
        </Inline>
      </Stack>
      <figure className={styles.terminal}>
        <div className={styles.terminalBar} aria-hidden="true">
          <span className={styles.terminalDot} />
          <span className={styles.terminalDot} />
          <span className={styles.terminalDot} />
        </div>
        <pre className={styles.terminalCode}>
          <code>
            <span className={styles.terminalPrompt}>$ </span>
            {AGENT_CLI_INSTALL.pipx}
            {'\n'}
            <span className={styles.terminalPrompt}>$ </span>
            agent pull localhost:8080/ada/email-assistant:2.3.1
            {'\n'}
            <span className={styles.terminalComment}># Pulled the image of ada/email-assistant 2.3.1</span>
          </code>
        </pre>
        <figcaption className={styles.terminalCaption}>Install the CLI and pull an agent&apos;s image</figcaption>
      </figure>
    </Card>
  );
}

function StatsBand() {
  return (
    <section className={styles.stats} aria-label="Registry in numbers">
      <Box as="ul" display="grid" gridTemplateColumns={{ base: 2, lg: 4 }} margin={0} padding={0} className={styles.statsList}>
        {landingStats.map((stat) => (
          <Stack key={stat.label} as="li" gap={1} align="center" textAlign="center">
            <span className={styles.statValue}>{stat.value}</span>
            <Box as="span" fontSize="sm" fontWeight="medium" color="muted">
              {stat.label}
            </Box>
          </Stack>
        ))}
      </Box>
    </section>
  );
}

function ClosingCallToAction({ isAuthenticated }: { isAuthenticated: boolean }) {
  const titleId = useId();
  return (
    <Stack as="section" align="center" gap={4} textAlign="center" className={styles.cta} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {isAuthenticated ? 'Ready to share your agent?' : 'Ready to get started?'}
      </h2>
      <p className={styles.sectionDescription}>
        {isAuthenticated
          ? 'Publish an agent for the community or pick up where you left off on your dashboard.'
          : 'Join thousands of builders discovering and sharing AI agents. It takes less than a minute.'}
      </p>
      <Inline gap={3} justify="center">
        {isAuthenticated ? (
          <>
            <ButtonLink href="/create-agent" size="large">
              Create Your First Agent
            </ButtonLink>
            <ButtonLink href="/dashboard" size="large" variant="outline">
              Go to Dashboard
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink href="/auth" size="large">
              Sign Up Free
            </ButtonLink>
            <ButtonLink href="/search" size="large" variant="outline">
              Browse Agents
            </ButtonLink>
          </>
        )}
      </Inline>
    </Stack>
  );
}
