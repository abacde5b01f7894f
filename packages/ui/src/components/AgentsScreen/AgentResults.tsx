import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { AgentCard, type AgentCardProps } from '../AgentCard/AgentCard';
import { agentHighlights, type AgentData } from '../AgentCard/agent';
import { EmptyState } from '../EmptyState/EmptyState';
import { CardGrid } from './CardGrid';

export { CardGrid };

// What the agents list and the search results share: the box that says nothing was found, and
// the grid of cards.

/** Nothing found: the list's or the search's dashed box, with a hint of what to try (and a way out). */
export function NoResults({ icon, title, hint, action }: { icon: ReactNode; title: string; hint: string; action?: ReactNode }) {
  return (
    <EmptyState
      titleAs="p"
      icon={icon}
      title={title}
      description={
        <Box as="span" fontSize="sm">
          {hint}
        </Box>
      }
      action={action}
    />
  );
}

export interface AgentCardGridProps extends Pick<AgentCardProps, 'headingLevel' | 'tagHref'> {
  agents: readonly AgentData[];
  /** The search's text: marked in the cards unless an agent brings its own `highlights`. */
  query?: string;
}

/** The agents as cards in a `CardGrid`. */
export function AgentCardGrid({ agents, query, headingLevel, tagHref }: AgentCardGridProps) {
  return (
    <CardGrid>
      {agents.map((agent, index) => (
        <AgentCard
          key={agent.id || index}
          agent={agent}
          highlights={query && !agent.highlights?.length ? agentHighlights(agent, query) : undefined}
          as="li"
          headingLevel={headingLevel}
          tagHref={tagHref}
        />
      ))}
    </CardGrid>
  );
}
