import { clsx } from 'clsx';
import { ArrowRight, BookOpen, Boxes, Compass, ExternalLink, Rocket, ShieldCheck, Sparkles, Users, Zap, type LucideIcon } from 'lucide-react';
import { memo, useId, type ReactNode } from 'react';
import { AgentCard } from '../AgentCard/AgentCard';
import type { AgentData } from '../AgentCard/agent';
import { defaultAgentAsCodeLinks, AGENT_CLI_INSTALL, type AgentAsCodeLinks } from '../AgentDetail/agentAsCode';
import { ButtonLink } from '../Button/Button';
import { CategoryPicker, type CategoryOption } from '../CategoryPicker/CategoryPicker';
import type { FrameworkData } from '../FrameworkCard/framework';
import { FrameworkTierGrid, type FrameworksStatus } from '../FrameworkTierGrid/FrameworkTierGrid';
import { SearchForm, type SearchFormSuggest } from '../SearchForm/SearchForm';
import * as styles from './Landing.css';

/** The landing page's category picker (selection only highlights). */
export const landingCategories: readonly CategoryOption[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'productivity', label: 'Productivity' },
  { value: 'creative', label: 'Creative' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'communication', label: 'Communication' },
];

const features: { title: string; body: string; icon: LucideIcon }[] = [
  { title: 'Easy Deployment', body: 'Pull any agent into your project with one command and run it with the tools you already use.', icon: Rocket },
  { title: 'Secure & Reliable', body: 'Personal access tokens, versioned releases and public metadata you can review before you run.', icon: ShieldCheck },
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

export interface LandingProps {
  /** Signed-in visitors get Create Agent and Dashboard calls to action; others Get Started / Sign Up. */
  isAuthenticated: boolean;
  /** Featured agents; when absent or empty a 'Coming Soon' placeholder stands in. */
  featuredAgents?: readonly AgentData[];
  /** Recent agents; when absent or empty a 'Coming Soon' placeholder stands in. */
  recentAgents?: readonly AgentData[];
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
export function Landing({
  isAuthenticated,
  featuredAgents,
  recentAgents,
  frameworks,
  frameworksStatus,
  onSearch,
  links,
  suggest,
  className,
}: LandingProps) {
  const agentAsCode = { ...defaultAgentAsCodeLinks, ...links };
  const hasFeatured = (featuredAgents?.length ?? 0) > 0;
  const hasRecent = (recentAgents?.length ?? 0) > 0;

  return (
    <div className={clsx(styles.page, className)}>
      <Hero isAuthenticated={isAuthenticated} onSearch={onSearch} suggest={suggest} />

      <AgentAsCode links={agentAsCode} />

      {hasFeatured || hasRecent ? (
        <>
          <AgentsSection title="Featured Agents" description="Hand-picked agents the community loves." agents={featuredAgents} />
          <AgentsSection title="Recent Agents" description="The latest agents published to the registry." agents={recentAgents} />
        </>
      ) : (
        <Section title="Featured & Recent Agents" description="Hand-picked and newly published agents from the community.">
          <ComingSoon />
        </Section>
      )}

      <Section title="Why Agent Registry?" description="Everything you need to find, share and run AI agents." centered>
        <ul className={styles.features}>
          {features.map(({ title, body, icon: Icon }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3 className={styles.featureTitle}>{title}</h3>
              <p className={styles.featureBody}>{body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <StatsBand />

      <Section
        title="Popular AI Agent Frameworks"
        description="The frameworks builders reach for, from proven market leaders to emerging specialists."
        centered
        className={styles.belowTheFold}
      >
        <LandingFrameworks frameworks={frameworks} status={frameworksStatus} headingLevel={3} maxPerTier={LANDING_FRAMEWORKS_PER_TIER} />
        <div className={styles.centerActions}>
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
        </div>
      </Section>

      <ClosingCallToAction isAuthenticated={isAuthenticated} />
    </div>
  );
}

/** Frameworks per tier on the landing page (full rows at one, two and three columns); /search has all. */
export const LANDING_FRAMEWORKS_PER_TIER = 6;

// Each section renders again only when its own data changes: the lists arrive one by one, and
// the frameworks grid (some fifty cards) is the page's heaviest part.
const LandingFrameworks = memo(FrameworkTierGrid);

const Hero = memo(function Hero({
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
    <section className={styles.hero} aria-labelledby={titleId}>
      <span className={styles.eyebrow}>
        <Sparkles size={14} aria-hidden="true" />
        The open registry for AI agents
      </span>
      <h1 id={titleId} className={styles.heroTitle}>
        Discover and Share <span className={styles.heroAccent}>AI Agents</span>
      </h1>
      <p className={styles.heroLead}>
        Find ready-to-run agents for every task, share your own with the community, and pull them into your projects with a
        single command.
      </p>
      <div className={styles.heroActions}>
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
      </div>
      <div className={styles.heroSearch}>
        <SearchForm onSearch={onSearch} suggest={suggest} />
      </div>
      <CategoryPicker label="Categories" options={landingCategories} className={styles.heroCategories} />
    </section>
  );
});

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
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={titleId}>
      <header className={centered ? styles.sectionHeaderCentered : styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description && <p className={styles.sectionDescription}>{description}</p>}
      </header>
      {children}
    </section>
  );
}

const AgentsSection = memo(function AgentsSection({
  title,
  description,
  agents,
}: {
  title: string;
  description: string;
  agents?: readonly AgentData[];
}) {
  return (
    <Section title={title} description={description}>
      {agents && agents.length > 0 ? (
        <ul className={styles.agentGrid}>
          {agents.map((agent) => (
            <AgentCard key={agent.id} agent={agent} as="li" headingLevel={3} />
          ))}
        </ul>
      ) : (
        <ComingSoon />
      )}
    </Section>
  );
});

function ComingSoon() {
  return (
    <div className={styles.comingSoon}>
      <span className={styles.comingSoonIcon}>
        <Boxes size={24} aria-hidden="true" />
      </span>
      <p className={styles.comingSoonTitle}>Coming Soon</p>
      <p className={styles.comingSoonBody}>Agents shared by the community will appear here as they are published.</p>
    </div>
  );
}

function AgentAsCode({ links }: { links: AgentAsCodeLinks }) {
  const titleId = useId();
  return (
    <section className={styles.agentAsCode} aria-labelledby={titleId}>
      <div className={styles.agentAsCodeText}>
        <span className={styles.eyebrowPlain}>Declarative AI agents</span>
        <h2 id={titleId} className={styles.sectionTitle}>
          Agent as Code
        </h2>
        <p className={styles.sectionDescription}>
          Describe an agent in one configuration file, version it with your code, and pull agents from this registry with the
          Agent as Code command-line tool.
        </p>
        <div className={styles.actions}>
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
        </div>
      </div>
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
            agent pull email-assistant -d ./agents
            {'\n'}
            <span className={styles.terminalComment}># Pulled email-assistant into ./agents</span>
          </code>
        </pre>
        <figcaption className={styles.terminalCaption}>Install the CLI and pull an agent</figcaption>
      </figure>
    </section>
  );
}

function StatsBand() {
  return (
    <section className={styles.stats} aria-label="Registry in numbers">
      <ul className={styles.statsList}>
        {landingStats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingCallToAction({ isAuthenticated }: { isAuthenticated: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.ctaTitle}>
        {isAuthenticated ? 'Ready to share your agent?' : 'Ready to get started?'}
      </h2>
      <p className={styles.ctaLead}>
        {isAuthenticated
          ? 'Publish an agent for the community or pick up where you left off on your dashboard.'
          : 'Join thousands of builders discovering and sharing AI agents. It takes less than a minute.'}
      </p>
      <div className={styles.centerActions}>
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
      </div>
    </section>
  );
}
