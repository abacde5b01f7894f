import { clsx } from 'clsx';
import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { AlertTriangle, Briefcase, ChartLine, LayoutDashboard, LayoutGrid, MessagesSquare, Palette, Plus, SearchX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { AgentCard } from '../AgentCard/AgentCard';
import { agentHighlights, type AgentData } from '../AgentCard/agent';
import { ButtonLink } from '../Button/Button';
import { CategoryPicker, type CategoryOption } from '../CategoryPicker/CategoryPicker';
import { FrameworkCard } from '../FrameworkCard/FrameworkCard';
import { filterFrameworks, type FrameworkData } from '../FrameworkCard/framework';
import { FrameworkTierGrid, type FrameworksStatus } from '../FrameworkTierGrid/FrameworkTierGrid';
import { DidYouMean } from '../DidYouMean/DidYouMean';
import { SearchForm, type SearchFormSuggest } from '../SearchForm/SearchForm';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './SearchResults.css';
import { loadStatuses, type LoadStatus } from '../../status';

/** The category tiles of the search page (local state only). */
export const searchCategories: readonly CategoryOption[] = [
  { value: 'all', label: 'All Categories', icon: LayoutGrid },
  { value: 'productivity', label: 'Productivity', icon: Briefcase },
  { value: 'creative', label: 'Creative', icon: Palette },
  { value: 'analysis', label: 'Analysis', icon: ChartLine },
  { value: 'communication', label: 'Communication', icon: MessagesSquare },
];

export const agentSearchStatuses = loadStatuses;
export type AgentSearchStatus = LoadStatus;

export interface SearchResultsProps {
  /** The q parameter. Blank (after trimming) shows the framework showcase instead of results. */
  query?: string;
  /** Called with the trimmed, non-blank text (the app goes to /search?q=...). */
  onSearch: (query: string) => void;
  /** Agents matching the query. Their own `highlights` are used, else the query's words are marked. */
  agents?: readonly AgentData[];
  /** Where the agents of the query are: 'loading', 'error' or 'success' (default). */
  agentsStatus?: AgentSearchStatus;
  /** The failure's message, shown after 'Error loading agents: '. */
  agentsError?: string;
  /** Total matches on the server (pagination.total); defaults to the agents given. */
  agentsTotal?: number;
  /** The frameworks, filtered here by the query (or shown by tier without one). */
  frameworks?: readonly FrameworkData[];
  /** Where the frameworks are: 'loading', 'error' or 'success'. */
  frameworksStatus: FrameworksStatus;
  /** The corrected query when the search read misspelled words: 'Did you mean …?'. */
  didYouMean?: string | null;
  /** Agents per category for the query (keys of `searchCategories`, 'all' included), on the tiles. */
  categoryCounts?: Partial<Record<string, number>>;
  /** Suggestions as you type in the search box. */
  suggest?: SearchFormSuggest;
  /** Makes each result's tags links (e.g. to the agents list filtered by the tag). */
  tagHref?: (tag: string) => string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The search / browse page. */
export function SearchResults({
  query = '',
  onSearch,
  agents,
  agentsStatus = 'success',
  agentsError,
  agentsTotal,
  frameworks,
  frameworksStatus,
  didYouMean,
  categoryCounts,
  suggest,
  tagHref,
  className,
}: SearchResultsProps) {
  const text = query.trim();
  const heroTitleId = useId();
  const categories = categoryCounts
    ? searchCategories.map((option) => ({ ...option, count: categoryCounts[option.value] }))
    : searchCategories;

  return (
    <div className={clsx(styles.page, className)}>
      <section className={styles.hero} aria-labelledby={heroTitleId}>
        <h1 id={heroTitleId} className={styles.heroTitle}>
          Search AI Agents &amp; Frameworks
        </h1>
        <p className={styles.heroLead}>Find agents by name, task or tag, and compare the frameworks they are built with.</p>
        <div className={styles.heroSearch}>
          <SearchForm onSearch={onSearch} defaultValue={text} suggest={suggest} />
        </div>
      </section>

      <CategoryPicker label="Browse by category" options={categories} variant="tiles" />

      {text ? (
        <Results
          text={text}
          agents={agents ?? []}
          agentsStatus={agentsStatus}
          agentsError={agentsError}
          agentsTotal={agentsTotal}
          frameworks={frameworks ?? []}
          frameworksStatus={frameworksStatus}
          didYouMean={didYouMean}
          onSearch={onSearch}
          tagHref={tagHref}
        />
      ) : (
        <Showcase frameworks={frameworks} frameworksStatus={frameworksStatus} />
      )}
    </div>
  );
}

function Results({
  text,
  agents,
  agentsStatus,
  agentsError,
  agentsTotal,
  frameworks,
  frameworksStatus,
  didYouMean,
  onSearch,
  tagHref,
}: {
  didYouMean?: string | null;
  onSearch: (query: string) => void;
  tagHref?: (tag: string) => string;
  text: string;
  agents: readonly AgentData[];
  agentsStatus: AgentSearchStatus;
  agentsError?: string;
  agentsTotal?: number;
  frameworks: readonly FrameworkData[];
  frameworksStatus: FrameworksStatus;
}) {
  const titleId = useId();
  const matchingFrameworks = frameworksStatus === 'success' ? filterFrameworks(frameworks, text) : [];
  const agentCount = agentsStatus === 'success' ? Math.max(agentsTotal ?? 0, agents.length) : 0;
  const settled = agentsStatus !== 'loading' && frameworksStatus !== 'loading';
  const total = agentCount + matchingFrameworks.length;
  const nothing = settled && agentsStatus === 'success' && frameworksStatus === 'success' && total === 0;

  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <header className={styles.resultsHeader}>
        <h2 id={titleId} className={styles.resultsTitle}>
          Search Results for <span className={styles.query}>&ldquo;{text}&rdquo;</span>
        </h2>
        {settled && (
          <p className={styles.count} role="status">
            {total} {total === 1 ? 'result' : 'results'}
            {agentsStatus === 'success' && frameworksStatus === 'success' && (
              <span className={styles.countDetail}>
                {' '}
                ({agentCount} {agentCount === 1 ? 'agent' : 'agents'}, {matchingFrameworks.length}{' '}
                {matchingFrameworks.length === 1 ? 'framework' : 'frameworks'})
              </span>
            )}
          </p>
        )}
        {didYouMean && agentsStatus === 'success' && <DidYouMean text={didYouMean} onSearch={onSearch} />}
      </header>

      {nothing ? (
        <EmptyState title="No results found" body={`Nothing matches \u201c${text}\u201d. Try other keywords or pick a suggestion above.`} />
      ) : (
        <>
          <ResultGroup title="AI Agents" count={agentsStatus === 'success' ? agentCount : undefined}>
            {agentsStatus === 'loading' ? (
              <Spinner size="large" label="Searching agents" />
            ) : agentsStatus === 'error' ? (
              <div className={styles.error} role="alert">
                <AlertTriangle size={20} aria-hidden="true" className={styles.errorIcon} />
                <p className={styles.errorText}>
                  {INLINE_MESSAGES.agentsErrorPrefix}
                  {agentsError || INLINE_MESSAGES.unknownError}
                </p>
              </div>
            ) : agents.length === 0 ? (
              <p className={styles.groupEmpty}>No agents found.</p>
            ) : (
              <ul className={styles.grid}>
                {agents.map((agent, index) => (
                  <AgentCard
                    key={agent.id || index}
                    agent={agent}
                    highlights={agent.highlights?.length ? agent.highlights : agentHighlights(agent, text)}
                    as="li"
                    headingLevel={4}
                    tagHref={tagHref}
                  />
                ))}
              </ul>
            )}
          </ResultGroup>

          <ResultGroup title="Frameworks" count={frameworksStatus === 'success' ? matchingFrameworks.length : undefined}>
            {frameworksStatus !== 'success' ? (
              <FrameworkTierGrid status={frameworksStatus} headingLevel={4} showLegend={false} />
            ) : matchingFrameworks.length === 0 ? (
              <p className={styles.groupEmpty}>No results found</p>
            ) : (
              <ul className={styles.grid}>
                {matchingFrameworks.map((framework) => (
                  <FrameworkCard key={framework.id ?? framework.name} framework={framework} as="li" headingLevel={4} />
                ))}
              </ul>
            )}
          </ResultGroup>
        </>
      )}
    </section>
  );
}

function ResultGroup({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
        {count !== undefined && <span className={styles.groupCount}>{count}</span>}
      </h3>
      {children}
    </section>
  );
}

function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <SearchX size={24} aria-hidden="true" />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyBody}>{body}</p>
    </div>
  );
}

function Showcase({ frameworks, frameworksStatus }: { frameworks?: readonly FrameworkData[]; frameworksStatus: FrameworksStatus }) {
  const titleId = useId();
  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <header className={styles.showcaseHeader}>
        <h2 id={titleId} className={styles.resultsTitle}>
          Popular AI Agent Frameworks
        </h2>
        <p className={styles.showcaseLead}>From proven market leaders to emerging specialists: the frameworks builders reach for.</p>
      </header>
      <FrameworkTierGrid frameworks={frameworks} status={frameworksStatus} headingLevel={3} />
      <div className={styles.showcaseActions}>
        <ButtonLink href="/dashboard" size="large" variant="outline">
          <LayoutDashboard size={18} aria-hidden="true" />
          Go to Dashboard
        </ButtonLink>
        <ButtonLink href="/create-agent" size="large">
          <Plus size={18} aria-hidden="true" />
          Create Agent
        </ButtonLink>
      </div>
    </section>
  );
}
