import { clsx } from 'clsx';
import {
  AGENT_FILTER_CATEGORIES,
  AGENT_SORT_LABELS,
  AGENT_SORTS,
  ALL_CATEGORIES,
  INLINE_MESSAGES,
  type AgentSort,
} from '@agent-registry/api-client/rules';
import { Inbox, LoaderCircle, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DidYouMean } from '../DidYouMean/DidYouMean';
import { categoryLabel, type AgentData } from '../AgentCard/agent';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Field } from '../Field/Field';
import * as field from '../../private/styles/field.css';
import { SelectField } from '../Field/SelectField';
import { Loaded } from '../Loaded/Loaded';
import { AgentCardGrid, NoResults } from './AgentResults';
import * as styles from './AgentsScreen.css';
import { lead, screenTitle } from './screen.css';
import { loadStatuses, type LoadStatus } from '../../status';

/** Category options of the select: 'all' then the list filter categories. */
export const agentListCategories = [ALL_CATEGORIES, ...AGENT_FILTER_CATEGORIES] as const;
export type AgentListCategory = (typeof agentListCategories)[number];

/** Labels of the sort select (the contract's AGENT_SORT_LABELS). */
export const agentSortLabels: Record<AgentSort, string> = AGENT_SORT_LABELS;

export interface AgentListFilters {
  q: string;
  category: string;
  sort: AgentSort;
  /** Only agents carrying this tag (set by a tag link; shown as a removable chip). */
  tag?: string;
}

export const defaultAgentListFilters: AgentListFilters = { q: '', category: ALL_CATEGORIES, sort: 'popular' };

export const agentListStatuses = loadStatuses;
export type AgentListStatus = LoadStatus;

export interface AgentsScreenProps {
  /** The agents loaded so far (all pages). */
  agents?: readonly AgentData[];
  /** 'loading' shows a spinner, 'error' the message of `error`, 'success' the cards or the empty state. */
  status: AgentListStatus;
  /** The failure's message, shown after 'Failed to load agents: '. */
  error?: string;
  /** The filters the form starts with (from the URL); it follows them when they change. */
  filters?: Partial<AgentListFilters>;
  /** Apply: the app writes q, category and sort into the URL. q is trimmed. */
  onApply: (filters: AgentListFilters) => void;
  /** Another page exists (next_token). */
  hasMore?: boolean;
  /** 'Load more' was pressed: fetch the next page. */
  onLoadMore?: () => void;
  /** The next page is being fetched: the button reads 'Loading...'. */
  isFetchingMore?: boolean;
  /** How many agents match in all (the list's pagination.total): 'Loaded 18 of 24 agents'. */
  total?: number;
  /** Agents per category for the applied search, shown in the category options: 'Creative (3)'. */
  categoryCounts?: Partial<Record<string, number>>;
  /** The corrected query when the search read misspelled words (see `DidYouMean`). */
  didYouMean?: string | null;
  /** Makes each card's tags links (e.g. to this list filtered by the tag). */
  tagHref?: (tag: string) => string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** 'Loaded 18 agents', with the total when more match: 'Loaded 18 of 24 agents'. */
export function loadedAgentsText(loaded: number, total?: number): string {
  const noun = (n: number) => (n === 1 ? 'agent' : 'agents');
  return total !== undefined && total > loaded ? `Loaded ${loaded} of ${total} ${noun(total)}` : `Loaded ${loaded} ${noun(loaded)}`;
}

/** The agents list: filters, cards, states and Load more. */
export function AgentsScreen({
  agents,
  status,
  error,
  filters,
  onApply,
  hasMore = false,
  onLoadMore,
  isFetchingMore = false,
  total,
  categoryCounts,
  didYouMean,
  tagHref,
  className,
}: AgentsScreenProps) {
  const initial = { ...defaultAgentListFilters, ...filters };
  const [q, setQ] = useState(initial.q);
  const [category, setCategory] = useState(initial.category);
  const [sort, setSort] = useState<AgentSort>(initial.sort);
  const titleId = useId();

  useEffect(() => {
    setQ(initial.q);
    setCategory(initial.category);
    setSort(initial.sort);
    // Follow the URL when it changes, not on every render.
  }, [initial.q, initial.category, initial.sort]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ q: q.trim(), category, sort, ...(initial.tag ? { tag: initial.tag } : {}) });
  }

  const countOf = (value: string) => {
    const n = categoryCounts?.[value];
    return n === undefined ? '' : ` (${n})`;
  };

  const list = agents ?? [];
  // What the list was loaded with (the URL), not what is typed and not applied yet.
  const filtered = initial.q.trim() !== '' || initial.category !== ALL_CATEGORIES || !!initial.tag;
  const clearFilters = filtered ? (
    <Button variant="ghost" size="small" onClick={() => onApply({ ...defaultAgentListFilters, sort: initial.sort })}>
      <X size={14} aria-hidden="true" />
      Clear filters
    </Button>
  ) : null;

  return (
    <Stack as="section" gap={8} paddingBlock={8} className={className} aria-labelledby={titleId}>
      <Stack as="header" gap={2}>
        <h1 id={titleId} className={screenTitle({ tight: false })}>
          Browse Agents
        </h1>
        <p className={lead({ width: 'medium' })}>
          Explore public AI agents shared by the community. Filter by category and sort by what matters to you.
        </p>
      </Stack>

      <Card radius="xlarge" padding={5}>
        <form className={styles.filters} onSubmit={apply} aria-label="Filter agents">
          <div className={styles.wide}>
            <Field label="Search">
              {(control) => (
                <Box display="flex" alignItems="center" className={styles.inputWrap}>
                  <Search size={16} aria-hidden="true" className={styles.inputIcon} />
                  <input
                    {...control}
                    type="search"
                    className={clsx(field.control, styles.control, styles.input)}
                    value={q}
                    placeholder="Name, description or tag"
                    onChange={(event) => setQ(event.target.value)}
                  />
                </Box>
              )}
            </Field>
          </div>
          <SelectField label="Category" className={styles.control} value={category} onChange={(event) => setCategory(event.target.value)}>
            {agentListCategories.map((value) => (
              <option key={value} value={value}>
                {value === ALL_CATEGORIES ? 'All categories' : categoryLabel(value)}
                {countOf(value)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Sort by"
            className={styles.control}
            value={sort}
            onChange={(event) => setSort(event.target.value as AgentSort)}
            options={AGENT_SORTS.map((value) => ({ value, label: agentSortLabels[value] }))}
          />
          <Button type="submit" size="large" className={clsx(styles.control, styles.wide)}>
            <SlidersHorizontal size={16} aria-hidden="true" />
            Apply
          </Button>
        </form>
      </Card>

      {(initial.tag || (didYouMean && status === 'success')) && (
        <Inline gap={3}>
          {initial.tag && (
            <Box as="span" display="inline-flex" alignItems="center" gap={1} className={styles.tagChip}>
              Tagged &ldquo;{initial.tag}&rdquo;
              <button
                type="button"
                className={styles.tagChipRemove}
                aria-label={`Remove the tag filter ${initial.tag}`}
                onClick={() => onApply({ q: initial.q, category: initial.category, sort: initial.sort })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </Box>
          )}
          {didYouMean && status === 'success' && <DidYouMean text={didYouMean} onSearch={(text) => onApply({ ...initial, q: text })} />}
        </Inline>
      )}

      <Loaded
        status={status}
        loading="Loading agents"
        failed={`${INLINE_MESSAGES.agentsLoadFailedPrefix}${error || INLINE_MESSAGES.unknownError}`}
      >
        {list.length === 0 ? (
          <NoResults icon={<Inbox size={24} />} title="No agents found." hint="Try another search or category." action={clearFilters} />
        ) : (
          <>
            <Inline justify="space-between">
              <Box as="p" margin={0} fontSize="sm" fontWeight="medium" color="muted" role="status">
                {loadedAgentsText(list.length, total)}
              </Box>
              {clearFilters}
            </Inline>
            <AgentCardGrid agents={list} headingLevel={2} tagHref={tagHref} />
            {hasMore && (
              <Inline justify="center" className={styles.more}>
                <Button
                  variant="outline"
                  size="large"
                  onClick={onLoadMore}
                  disabled={isFetchingMore}
                  aria-busy={isFetchingMore || undefined}
                >
                  {isFetchingMore ? (
                    <>
                      <LoaderCircle size={16} aria-hidden="true" className={styles.spin} />
                      Loading...
                    </>
                  ) : (
                    'Load more'
                  )}
                </Button>
              </Inline>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}
