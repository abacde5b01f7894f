// Realistic API answers for the page stories, in the contract's wire shapes (spec section 3 and 7).
import type { Agent, AgentListResponse, Framework, FrameworkListResponse, User, UserProfile } from '@agent-registry/api-client/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO time `days` days ago (dashboard 'Recent Activity' counts the last 30 days). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

// --- Agents ------------------------------------------------------------------------------------

export const agents: Agent[] = [
  {
    id: 'agt_email_assistant',
    name: 'Email Assistant',
    description: 'Drafts, summarises and triages your inbox. Suggests replies in your own tone and flags email that needs attention today.',
    author: 'usr_ada',
    author_name: 'Ada Lovelace',
    rating: 4.8,
    download_count: 15420,
    views: 48210,
    category: 'productivity',
    featured: true,
    visibility: 'public',
    status: 'active',
    current_version: '2.3.1',
    tags: ['email', 'productivity', 'gpt-4o'],
    repository_url: 'https://github.com/agent-registry/email-assistant',
    documentation_url: 'https://docs.agentregistry.dev/agents/email-assistant',
    created_at: '2025-02-11T09:30:00.000Z',
    updated_at: '2025-09-02T16:05:00.000Z',
  },
  {
    id: 'agt_data_analyst',
    name: 'Data Analysis Copilot',
    description: 'Loads CSV, Parquet and SQL sources, explores them with pandas and explains trends in plain language with charts.',
    author: 'usr_grace',
    author_name: 'Grace Hopper',
    rating: 4.6,
    download_count: 9870,
    views: 30120,
    category: 'analysis',
    featured: true,
    visibility: 'public',
    status: 'active',
    current_version: '1.8.0',
    tags: ['data', 'pandas', 'visualization'],
    repository_url: 'https://github.com/agent-registry/data-analysis-copilot',
  },
  {
    id: 'agt_story_weaver',
    name: 'Story Weaver',
    description: 'A creative writing partner that outlines plots, develops characters and keeps a consistent voice across long drafts.',
    author: 'usr_mary',
    author_name: 'Mary Shelley',
    rating: 4.4,
    download_count: 6230,
    views: 18400,
    category: 'creative',
    featured: true,
    visibility: 'public',
    status: 'active',
    current_version: '0.9.4',
    tags: ['writing', 'fiction', 'creative'],
  },
  {
    id: 'agt_support_desk',
    name: 'Support Desk Responder',
    description: 'Answers customer tickets from your help-centre articles, escalates angry customers and writes follow-up email.',
    author: 'usr_alan',
    author_name: 'Alan Turing',
    rating: 4.5,
    download_count: 11200,
    views: 35100,
    category: 'communication',
    featured: false,
    visibility: 'public',
    status: 'active',
    current_version: '3.0.0',
    tags: ['support', 'tickets', 'email'],
  },
  {
    id: 'agt_code_reviewer',
    name: 'Code Review Copilot',
    description: 'Reviews pull requests for bugs, security issues and style problems, and explains each finding with a suggested fix.',
    author: 'usr_linus',
    author_name: 'Linus Chen',
    rating: 4.9,
    download_count: 21950,
    views: 61200,
    category: 'development',
    featured: false,
    visibility: 'public',
    status: 'active',
    current_version: '4.1.2',
    tags: ['code-review', 'github', 'security'],
  },
  {
    id: 'agt_meeting_notes',
    name: 'Meeting Notes Summarizer',
    description: 'Turns meeting transcripts into concise notes with decisions, owners and deadlines, ready for your task tracker.',
    author: 'usr_katherine',
    author_name: 'Katherine Johnson',
    rating: 4.3,
    download_count: 8630,
    views: 30120,
    category: 'productivity',
    featured: false,
    visibility: 'public',
    status: 'active',
    current_version: '1.2.0',
    tags: ['meetings', 'transcripts', 'notes'],
  },
];

/** More public agents, for the 18-per-page agents list and its second page. */
const moreAgentNames: [string, string, string][] = [
  ['Research Scout', 'analysis', 'Searches papers and preprints, compares findings and writes a cited literature summary.'],
  ['SQL Query Builder', 'development', 'Turns questions in plain English into reviewed SQL for Postgres, MySQL and BigQuery.'],
  ['Travel Planner', 'productivity', 'Plans trips around your calendar, budget and loyalty programmes, and books the pieces.'],
  ['Social Post Studio', 'creative', 'Writes on-brand posts for LinkedIn, Mastodon and Bluesky from a single product update.'],
  ['Invoice Reconciler', 'analysis', 'Matches invoices to bank transactions, flags duplicates and drafts reminder email.'],
  ['Release Notes Writer', 'development', 'Reads merged pull requests and writes release notes grouped by feature, fix and breaking change.'],
  ['Recruiting Screener', 'communication', 'Screens applications against a role profile and drafts friendly, specific replies.'],
  ['Podcast Clipper', 'creative', 'Finds the most quotable minutes of an episode and cuts captioned clips for social media.'],
  ['Contract Reviewer', 'analysis', 'Highlights unusual clauses, renewal dates and liabilities in supplier contracts.'],
  ['Standup Bot', 'communication', 'Collects async standups in Slack, spots blockers and posts a daily team digest.'],
  ['Test Case Generator', 'development', 'Writes unit and property-based tests for Python and TypeScript from function signatures.'],
  ['Grant Writer', 'creative', 'Drafts grant proposals from your project notes, following each funder’s structure.'],
  ['Churn Predictor', 'analysis', 'Scores accounts by churn risk from product usage and explains the top drivers.'],
  ['Calendar Concierge', 'productivity', 'Finds meeting slots across time zones and protects your focus time.'],
];

export const moreAgents: Agent[] = moreAgentNames.map(([name, category, description], index) => ({
  id: `agt_${name.toLowerCase().replace(/[^a-z]+/g, '_')}`,
  name,
  description,
  author: `usr_${index}`,
  author_name: ['Barbara Liskov', 'Donald Knuth', 'Margaret Hamilton', 'Edsger Dijkstra'][index % 4],
  rating: Math.round((3.9 + (index % 10) / 10) * 10) / 10,
  download_count: 1200 + index * 431,
  views: 5000 + index * 977,
  category,
  featured: false,
  visibility: 'public',
  status: 'active',
  current_version: `1.${index}.0`,
  tags: [category, 'automation'],
}));

/** Every fixture agent (20). */
export const allAgents: Agent[] = [...agents, ...moreAgents];

/** An agent list in the contract's shape: `{data, count, pagination, next_token}`. */
export function agentList(
  data: Agent[],
  options: { page?: number; page_size?: number; total?: number; next_token?: string | null } = {},
): AgentListResponse {
  const page = options.page ?? 1;
  const page_size = options.page_size ?? 20;
  const total = options.total ?? data.length;
  return {
    data,
    count: data.length,
    pagination: { page, page_size, total, total_pages: Math.ceil(total / page_size) },
    next_token: options.next_token ?? null,
  };
}

/** The signed-in user's own agents (dashboard 'My Agents'); one updated recently. */
export const myAgents: Agent[] = [
  {
    ...agents[0]!,
    id: 'agt_my_inbox_zero',
    name: 'Inbox Zero Coach',
    author: 'usr_ada',
    author_name: 'Ada Lovelace',
    featured: false,
    visibility: 'private',
    updated_at: daysAgo(3),
  },
  {
    ...agents[2]!,
    id: 'agt_my_poem_critic',
    name: 'Poem Critic',
    author: 'usr_ada',
    author_name: 'Ada Lovelace',
    featured: false,
    updated_at: daysAgo(90),
  },
];

// --- Frameworks --------------------------------------------------------------------------------

export const frameworks: Framework[] = [
  {
    id: 1,
    name: 'LangChain',
    subtitle: 'Composable LLM applications',
    description: 'Chains, tools and retrievers to build context-aware applications that reason over your data.',
    stars: '95k',
    popularity: 5,
    category: 'Development',
    tier: 1,
    trending: true,
    best_for: 'Production RAG apps',
    website: 'https://www.langchain.com/',
    icon: 'chip',
  },
  {
    id: 2,
    name: 'AutoGen',
    subtitle: 'Multi-agent conversations',
    description: 'Microsoft’s framework for agents that converse with each other and with people to solve tasks.',
    stars: 34000,
    popularity: 5,
    category: 'Research',
    tier: 1,
    trending: 'true',
    best_for: 'Multi-agent research',
    website: 'https://microsoft.github.io/autogen/',
    icon: 'users',
  },
  {
    id: 3,
    name: 'CrewAI',
    subtitle: 'Role-playing agent crews',
    description: 'Orchestrates role-playing autonomous agents that work together as a crew on complex tasks.',
    stars: '25k',
    popularity: 4,
    category: 'Business',
    tier: 1,
    trending: false,
    best_for: 'Business workflows',
    website: 'https://www.crewai.com/',
    icon: 'rocket',
  },
  {
    id: 4,
    name: 'LlamaIndex',
    subtitle: 'Data framework for LLMs',
    description: 'Connects your documents, databases and APIs to language models with indexing and query engines.',
    stars: '38k',
    popularity: 4,
    category: 'Development',
    tier: 2,
    trending: true,
    best_for: 'Document Q&A',
    website: 'https://www.llamaindex.ai/',
    icon: 'chart',
  },
  {
    id: 5,
    name: 'Semantic Kernel',
    subtitle: 'Enterprise AI orchestration',
    description: 'An SDK that integrates language models with C#, Python and Java applications in the enterprise.',
    stars: '22k',
    popularity: 4,
    category: 'Enterprise',
    tier: 2,
    trending: false,
    best_for: 'Enterprise .NET stacks',
    website: 'https://learn.microsoft.com/semantic-kernel/',
    icon: 'shield',
  },
  {
    id: 6,
    name: 'Haystack',
    subtitle: 'Search pipelines',
    description: 'Builds search and question-answering pipelines with retrievers, readers and generators.',
    stars: '18k',
    popularity: 3,
    category: 'Enterprise',
    tier: 3,
    trending: false,
    best_for: 'Semantic search',
    website: 'https://haystack.deepset.ai/',
    icon: 'terminal',
  },
  {
    id: 7,
    name: 'DSPy',
    subtitle: 'Programming, not prompting',
    description: 'Declarative modules whose prompts and weights are optimised by a compiler instead of by hand.',
    stars: '20k',
    popularity: 3,
    category: 'Research',
    tier: 3,
    trending: true,
    best_for: 'Prompt optimisation',
    website: 'https://dspy.ai/',
    icon: 'bolt',
  },
];

export const frameworkList = (data: Framework[] = frameworks): FrameworkListResponse => ({ data, count: data.length });

// --- Users, profile and token -----------------------------------------------------------------

/** The signed-in user of the stories (stored under auth_user). */
export const storyUser: User = {
  id: 'usr_ada',
  user_id: 'usr_ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  full_name: 'Ada Lovelace',
  username: 'ada',
};

/** A real server's token (not the simulated backend's sim_ prefix). */
export const storyToken = 'eyJhbGciOiJIUzI1NiJ9.story-session.c2lnbmF0dXJl';

/** GET /users/profile (spec section 3, User profile). */
export const profile: UserProfile = {
  id: 'usr_ada',
  full_name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatar_url: null,
  status: 'active',
  role: 'user',
  created_at: '2024-11-05T10:00:00.000Z',
  profile: {
    bio: 'I build agents that read the mail so people do not have to. Analytical engines enthusiast.',
    avatar_url: null,
    website_url: 'https://ada.example.com',
    github_username: 'ada-lovelace',
    twitter_username: 'ada_builds',
  },
  preferences: {
    theme: 'light',
    language: 'en',
    notifications_enabled: true,
    public_profile: true,
    newsletter_subscription: false,
    timezone: 'Europe/London',
  },
  stats: { agents_count: 2, total_downloads: 1534 },
  pat_info: { has_pat: true, created_at: '2025-08-14T12:00:00.000Z', last_used: '2025-09-01T08:30:00.000Z' },
};

/** A profile without a personal access token. */
export const profileWithoutPat: UserProfile = { ...profile, pat_info: { has_pat: false, created_at: null, last_used: null } };

/** A personal access token: 64 hexadecimal characters. */
export const patValue = '3f9a1c0b7e5d42a8b6c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9';
