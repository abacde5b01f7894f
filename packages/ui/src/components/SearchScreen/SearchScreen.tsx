import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { Briefcase, ChartLine, Code, LayoutDashboard, LayoutGrid, MessagesSquare, Palette, Plus, SearchX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AgentData } from '../AgentCard/agent';
import { AgentCardGrid, CardGrid, NoResults } from '../AgentsScreen/AgentResults';
import { Loaded } from '../Loaded/Loaded';
import { lead, screenTitle, sectionTitle } from '../AgentsScreen/screen.css';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';
import { CategoryPicker, type CategoryOption } from '../CategoryPicker/CategoryPicker';
import { FrameworkCard } from '../FrameworkCard/FrameworkCard';
import { filterFrameworks, type FrameworkData } from '../FrameworkCard/framework';
import { FrameworkTierGrid, type FrameworksStatus } from '../FrameworkTierGrid/FrameworkTierGrid';
import { DidYouMean } from '../DidYouMean/DidYouMean';
import { SearchForm, type SearchFormSuggest } from '../SearchForm/SearchForm';
import * as styles from './SearchScreen.css';
import { loadStatuses, type LoadStatus } from '../../status';

/** The category tiles of the search page (local state only). */
export const searchCategories: readonly CategoryOption[] = [
  { value: 'all', label: 'All Categories', icon: LayoutGrid },
  { value: 'productivity', label: 'Productivity', icon: Briefcase },
  { value: 'creative', label: 'Creative', icon: Palette },
  { value: 'analysis', label: 'Analysis', icon: ChartLine },
  { value: 'communication', label: 'Communication', icon: MessagesSquare },
  // Beyond the spec's tiles: the largest category of the registry.
  { value: 'development', label: 'Development', icon: Code },
];

export const agentSearchStatuses = loadStatuses;
export type AgentSearchStatus = LoadStatus;

export interface SearchScreenProps {
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
export function SearchScreen({
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
}: SearchScreenProps) {
  const text = query.trim();
  const heroTitleId = useId();
  const categories = categoryCounts
    ? searchCategories.map((option) => ({ ...option, count: categoryCounts[option.value] }))
    : searchCategories;

  return (
    <Stack gap={10} paddingBlock={6} className={className}>
      <Stack as="section" gap={4} align="center" textAlign="center" className={styles.hero} aria-labelledby={heroTitleId}>
        <h1 id={heroTitleId} className={screenTitle({ size: 'hero' })}>
          Search AI Agents &amp; Frameworks
        </h1>
        <p className={lead({ large: true })}>Find agents by name, task or tag, and compare the frameworks they are built with.</p>
        <div className={styles.heroSearch}>
          <SearchForm onSearch={onSearch} defaultValue={text} suggest={suggest} />
        </div>
      </Stack>

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
    </Stack>
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
    <Stack as="section" gap={8} aria-labelledby={titleId}>
      <Inline as="header" gap={2} align="baseline" justify="space-between" className={styles.resultsHeader}>
        <h2 id={titleId} className={sectionTitle}>
          Search Results for{' '}
          <Box as="span" color="primary">
            &ldquo;{text}&rdquo;
          </Box>
        </h2>
        {settled && (
          <Box as="p" margin={0} fontSize="sm" fontWeight="semibold" color="text" role="status">
            {total} {total === 1 ? 'result' : 'results'}
            {agentsStatus === 'success' && frameworksStatus === 'success' && (
              <Box as="span" fontWeight="normal" color="muted">
                {' '}
                ({agentCount} {agentCount === 1 ? 'agent' : 'agents'}, {matchingFrameworks.length}{' '}
                {matchingFrameworks.length === 1 ? 'framework' : 'frameworks'})
              </Box>
            )}
          </Box>
        )}
        {didYouMean && agentsStatus === 'success' && <DidYouMean text={didYouMean} onSearch={onSearch} />}
      </Inline>

      {nothing ? (
        <NoResults
          icon={<SearchX size={24} />}
          title="No results found"
          hint={`Nothing matches \u201c${text}\u201d. Try other keywords or pick a suggestion above.`}
        />
      ) : (
        <>
          <ResultGroup title="AI Agents" count={agentsStatus === 'success' ? agentCount : undefined}>
            <Loaded
              status={agentsStatus}
              loading="Searching agents"
              failed={`${INLINE_MESSAGES.agentsErrorPrefix}${agentsError || INLINE_MESSAGES.unknownError}`}
            >
              {agents.length === 0 ? (
                <GroupEmpty>No agents found.</GroupEmpty>
              ) : (
                <AgentCardGrid agents={agents} query={text} headingLevel={4} tagHref={tagHref} />
              )}
            </Loaded>
          </ResultGroup>

          <ResultGroup title="Frameworks" count={frameworksStatus === 'success' ? matchingFrameworks.length : undefined}>
            {frameworksStatus !== 'success' ? (
              <FrameworkTierGrid status={frameworksStatus} headingLevel={4} showLegend={false} />
            ) : matchingFrameworks.length === 0 ? (
              <GroupEmpty>No results found</GroupEmpty>
            ) : (
              <CardGrid>
                {matchingFrameworks.map((framework) => (
                  <FrameworkCard key={framework.id ?? framework.name} framework={framework} as="li" headingLevel={4} />
                ))}
              </CardGrid>
            )}
          </ResultGroup>
        </>
      )}
    </Stack>
  );
}

function ResultGroup({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="section" gap={5} aria-labelledby={titleId}>
      <Box as="h3" id={titleId} display="inline-flex" alignItems="center" gap={2} margin={0} fontSize="xl" fontWeight="bold" color="text">
        {title}
        {count !== undefined && <span className={styles.groupCount}>{count}</span>}
      </Box>
      {children}
    </Stack>
  );
}

/** 'No agents found.' inside a group: a slim dashed box. */
function GroupEmpty({ children }: { children: ReactNode }) {
  return (
    <Card tone="dashed" elevated={false} padding={5} paddingInline={6} fontSize="sm" color="muted">
      {children}
    </Card>
  );
}

function Showcase({ frameworks, frameworksStatus }: { frameworks?: readonly FrameworkData[]; frameworksStatus: FrameworksStatus }) {
  const titleId = useId();
  return (
    <Stack as="section" gap={8} aria-labelledby={titleId}>
      <Stack as="header" gap={2} align="center" textAlign="center">
        <h2 id={titleId} className={sectionTitle}>
          Popular AI Agent Frameworks
        </h2>
        <p className={lead()}>From proven market leaders to emerging specialists: the frameworks builders reach for.</p>
      </Stack>
      <FrameworkTierGrid frameworks={frameworks} status={frameworksStatus} headingLevel={3} />
      <Inline gap={3} justify="center">
        <ButtonLink href="/dashboard" size="large" variant="outline">
          <LayoutDashboard size={18} aria-hidden="true" />
          Go to Dashboard
        </ButtonLink>
        <ButtonLink href="/create-agent" size="large">
          <Plus size={18} aria-hidden="true" />
          Create Agent
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
