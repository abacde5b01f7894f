// A few real AI-agent frameworks for a client that never touches the network (`mock: 'always'`),
// so demos and design reviews show the frameworks showcase with something in it. The fallback
// after a failed call keeps answering an empty list with 'Failed to fetch frameworks'.
import type { Framework } from '../contract/entities';
import type { FrameworkListQuery } from '../contract/schemas';

export const SAMPLE_FRAMEWORKS: readonly Framework[] = [
  {
    id: 'langchain',
    name: 'LangChain',
    subtitle: 'Building blocks for LLM applications',
    description: 'Models, prompts, tools, retrievers and memory, with hundreds of integrations in Python and JavaScript.',
    stars: 112000,
    popularity: 5,
    category: 'Development',
    tier: 1,
    trending: true,
    best_for: 'LLM apps with many integrations',
    website: 'https://www.langchain.com',
    icon: 'trophy',
  },
  {
    id: 'langgraph',
    name: 'LangGraph',
    subtitle: 'Stateful, controllable agent graphs',
    description: 'Agents as graphs of steps with persistence, human-in-the-loop checkpoints and streaming.',
    stars: 17000,
    popularity: 5,
    category: 'Enterprise',
    tier: 1,
    trending: true,
    best_for: 'Long-running, auditable agents',
    website: 'https://www.langchain.com/langgraph',
    icon: 'rocket',
  },
  {
    id: 'crewai',
    name: 'CrewAI',
    subtitle: 'Teams of role-playing agents',
    description: 'Crews of agents with roles, goals and tools that hand tasks to one another.',
    stars: 36000,
    popularity: 4,
    category: 'Business',
    tier: 2,
    trending: true,
    best_for: 'Multi-agent business workflows',
    website: 'https://www.crewai.com',
    icon: 'users',
  },
  {
    id: 'autogen',
    name: 'AutoGen',
    subtitle: 'Conversational multi-agent systems',
    description: 'Agents that talk to each other and to people to solve tasks, with code execution built in.',
    stars: 46000,
    popularity: 4,
    category: 'Research',
    tier: 2,
    trending: false,
    best_for: 'Research on agent collaboration',
    website: 'https://microsoft.github.io/autogen/',
    icon: 'chip',
  },
  {
    id: 'pydantic-ai',
    name: 'Pydantic AI',
    subtitle: 'Type-safe agents in Python',
    description: 'Agents with validated, typed inputs and outputs, dependency injection and model-agnostic calls.',
    stars: 11000,
    popularity: 3,
    category: 'Development',
    tier: 3,
    trending: true,
    best_for: 'Production Python with strict types',
    website: 'https://ai.pydantic.dev',
    icon: 'code',
  },
  {
    id: 'smolagents',
    name: 'smolagents',
    subtitle: 'Agents that think in code',
    description: 'A small library whose agents write and run Python to act, with any model.',
    stars: 20000,
    popularity: 3,
    category: 'Research',
    tier: 3,
    trending: false,
    best_for: 'Lightweight code-acting agents',
    website: 'https://huggingface.co/docs/smolagents',
    icon: 'bolt',
  },
];

/** GET /frameworks over the samples (or a dataset's): tier, category (any case) and trending filters, then limit. */
export function listSampleFrameworks(
  query: Partial<FrameworkListQuery>,
  frameworks: readonly Framework[] = SAMPLE_FRAMEWORKS,
): { data: Framework[]; count: number } {
  const data = frameworks
    .filter(
      (framework) =>
        (query.tier === undefined || framework.tier === query.tier) &&
        (query.category === undefined || framework.category?.toLowerCase() === query.category.toLowerCase()) &&
        (query.trending === undefined || framework.trending === query.trending),
    )
    .slice(0, query.limit ?? frameworks.length);
  return { data, count: data.length };
}
