// The curated AI-agent frameworks, one list for both sides: the registry server seeds its table with
// it, and the simulated backend lists it, so a demo without a server (`mock: 'always'`) shows the
// frameworks showcase as a seeded registry does. Here rather than in the simulated entry because
// the server cannot load that browser code.
import type { FrameworkIcon } from './constants';
import type { Framework } from './entities';

/** A curated framework: every field the showcase draws is set, with the values the server stores. */
export interface SampleFramework extends Framework {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  stars: number;
  popularity: number;
  category: 'Enterprise' | 'Research' | 'Development' | 'Business';
  tier: 1 | 2 | 3;
  trending: boolean;
  best_for: string;
  website: string;
  icon: FrameworkIcon;
}

/**
 * Real AI-agent frameworks. Star counts are rounded GitHub figures (mid-2025) and only indicative;
 * categories follow the legend (Enterprise, Research, Development, Business).
 */
export const SAMPLE_FRAMEWORKS: readonly SampleFramework[] = [
  // --- Tier 1: Market Leaders ---
  {
    id: 'langchain',
    name: 'LangChain',
    subtitle: 'The most widely used framework for LLM applications',
    description:
      'Composable building blocks for LLM apps and agents: models, prompts, tools, retrievers and memory, with hundreds of integrations in Python and JavaScript.',
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
    subtitle: 'Stateful, controllable agent workflows as graphs',
    description:
      'Low-level orchestration for long-running, stateful agents: explicit graphs, durable execution, human-in-the-loop checkpoints and streaming.',
    stars: 16000,
    popularity: 5,
    category: 'Development',
    tier: 1,
    trending: true,
    best_for: 'Complex multi-step agent workflows',
    website: 'https://www.langchain.com/langgraph',
    icon: 'chart',
  },
  {
    id: 'llamaindex',
    name: 'LlamaIndex',
    subtitle: 'Agents over your data',
    description:
      'A data framework for retrieval-augmented generation and document agents: connectors, indexes, query engines and agent workflows over private data.',
    stars: 43000,
    popularity: 5,
    category: 'Research',
    tier: 1,
    trending: false,
    best_for: 'RAG and knowledge assistants',
    website: 'https://www.llamaindex.ai',
    icon: 'chip',
  },
  {
    id: 'crewai',
    name: 'CrewAI',
    subtitle: 'Role-playing autonomous agent crews',
    description: 'Orchestrates teams of role-based agents that share tasks and tools, with Flows for event-driven production pipelines.',
    stars: 36000,
    popularity: 5,
    category: 'Business',
    tier: 1,
    trending: true,
    best_for: 'Collaborative multi-agent teams',
    website: 'https://www.crewai.com',
    icon: 'users',
  },
  {
    id: 'autogen',
    name: 'AutoGen',
    subtitle: "Microsoft's multi-agent conversation framework",
    description:
      'Event-driven framework from Microsoft Research for agents that converse, write and run code, and cooperate, with AutoGen Studio for prototyping.',
    stars: 48000,
    popularity: 5,
    category: 'Research',
    tier: 1,
    trending: false,
    best_for: 'Multi-agent research and prototyping',
    website: 'https://microsoft.github.io/autogen/',
    icon: 'users',
  },
  {
    id: 'semantic-kernel',
    name: 'Semantic Kernel',
    subtitle: 'Enterprise AI orchestration SDK',
    description:
      'Model-agnostic SDK for C#, Python and Java that plugs AI agents, plugins and planners into existing enterprise code, with Azure integration.',
    stars: 26000,
    popularity: 4,
    category: 'Enterprise',
    tier: 1,
    trending: false,
    best_for: '.NET and enterprise integration',
    website: 'https://learn.microsoft.com/semantic-kernel/',
    icon: 'shield',
  },
  {
    id: 'openai-agents-sdk',
    name: 'OpenAI Agents SDK',
    subtitle: 'Lightweight agents with handoffs and guardrails',
    description:
      'A small set of primitives (agents, handoffs, guardrails, sessions) with built-in tracing, for production multi-agent apps on OpenAI and other models.',
    stars: 14000,
    popularity: 4,
    category: 'Development',
    tier: 1,
    trending: true,
    best_for: 'Production agents on OpenAI models',
    website: 'https://openai.github.io/openai-agents-python/',
    icon: 'bolt',
  },
  // --- Tier 2: Rapidly Growing ---
  {
    id: 'haystack',
    name: 'Haystack',
    subtitle: 'Production-ready pipelines for search and agents',
    description:
      'Open-source framework by deepset for modular pipelines: retrieval, RAG, tool-using agents and evaluation, built for production deployments.',
    stars: 21000,
    popularity: 4,
    category: 'Enterprise',
    tier: 2,
    trending: false,
    best_for: 'Search and RAG in production',
    website: 'https://haystack.deepset.ai',
    icon: 'chart',
  },
  {
    id: 'smolagents',
    name: 'smolagents',
    subtitle: 'Agents that think in code',
    description:
      "Hugging Face's minimalist library where agents write their actions as Python code, with sandboxed execution and any model from the Hub.",
    stars: 21000,
    popularity: 4,
    category: 'Research',
    tier: 2,
    trending: true,
    best_for: 'Code agents with open models',
    website: 'https://huggingface.co/docs/smolagents',
    icon: 'terminal',
  },
  {
    id: 'pydantic-ai',
    name: 'Pydantic AI',
    subtitle: 'Type-safe agents the Pydantic way',
    description:
      'Python agent framework from the Pydantic team: typed dependencies, validated structured outputs, model-agnostic, with Logfire observability.',
    stars: 11000,
    popularity: 4,
    category: 'Development',
    tier: 2,
    trending: true,
    best_for: 'Type-safe Python agents',
    website: 'https://ai.pydantic.dev',
    icon: 'shield',
  },
  {
    id: 'mastra',
    name: 'Mastra',
    subtitle: 'The TypeScript agent framework',
    description:
      'TypeScript framework for agents, workflows, RAG and evals, from the team behind Gatsby, with a local playground and deploy targets.',
    stars: 16000,
    popularity: 4,
    category: 'Development',
    tier: 2,
    trending: true,
    best_for: 'TypeScript and web teams',
    website: 'https://mastra.ai',
    icon: 'rocket',
  },
  {
    id: 'agno',
    name: 'Agno',
    subtitle: 'Fast multi-modal agents with memory and knowledge',
    description:
      'Lightweight Python framework (formerly Phidata) for agents and teams with memory, knowledge and tools, tuned for very fast agent start-up.',
    stars: 30000,
    popularity: 4,
    category: 'Development',
    tier: 2,
    trending: true,
    best_for: 'High-performance agent teams',
    website: 'https://www.agno.com',
    icon: 'bolt',
  },
  {
    id: 'dspy',
    name: 'DSPy',
    subtitle: 'Programming, not prompting, language models',
    description:
      "Stanford NLP's framework for declarative LM programs whose prompts and weights are optimised automatically against your metrics.",
    stars: 26000,
    popularity: 4,
    category: 'Research',
    tier: 2,
    trending: false,
    best_for: 'Optimised LM pipelines',
    website: 'https://dspy.ai',
    icon: 'chip',
  },
  {
    id: 'google-adk',
    name: 'Google ADK',
    subtitle: 'Agent Development Kit from Google',
    description:
      'Open-source, code-first toolkit for building, evaluating and deploying agents, optimised for Gemini and Vertex AI and open to other models.',
    stars: 12000,
    popularity: 4,
    category: 'Enterprise',
    tier: 2,
    trending: true,
    best_for: 'Gemini and Google Cloud agents',
    website: 'https://google.github.io/adk-docs/',
    icon: 'rocket',
  },
  {
    id: 'vercel-ai-sdk',
    name: 'Vercel AI SDK',
    subtitle: 'The AI toolkit for TypeScript',
    description:
      'Unified TypeScript API for models, tool calling, agents and streaming UI, with React, Svelte and Vue hooks for chat interfaces.',
    stars: 16000,
    popularity: 4,
    category: 'Development',
    tier: 2,
    trending: false,
    best_for: 'AI features in web apps',
    website: 'https://ai-sdk.dev',
    icon: 'code',
  },
  // --- Tier 3: Emerging & Specialized ---
  {
    id: 'letta',
    name: 'Letta',
    subtitle: 'Stateful agents with long-term memory',
    description:
      'Formerly MemGPT: agents with self-editing, persistent memory, served by an agent server with a REST API and a development environment.',
    stars: 17000,
    popularity: 3,
    category: 'Research',
    tier: 3,
    trending: false,
    best_for: 'Agents that remember',
    website: 'https://www.letta.com',
    icon: 'chip',
  },
  {
    id: 'camel',
    name: 'CAMEL',
    subtitle: 'Communicative agents for large-scale societies',
    description: 'Research-driven multi-agent framework exploring role-playing, agent societies and synthetic data generation at scale.',
    stars: 13000,
    popularity: 3,
    category: 'Research',
    tier: 3,
    trending: false,
    best_for: 'Multi-agent research',
    website: 'https://www.camel-ai.org',
    icon: 'users',
  },
  {
    id: 'browser-use',
    name: 'Browser Use',
    subtitle: 'Let AI agents use the web',
    description:
      'Makes websites accessible to agents: DOM extraction, vision and actions so an LLM can navigate, fill forms and complete tasks in a real browser.',
    stars: 65000,
    popularity: 4,
    category: 'Business',
    tier: 3,
    trending: true,
    best_for: 'Web automation agents',
    website: 'https://browser-use.com',
    icon: 'fire',
  },
  {
    id: 'strands-agents',
    name: 'Strands Agents',
    subtitle: 'Model-driven agents from AWS',
    description:
      'Open-source SDK from AWS that lets the model plan and call tools in a simple loop, with MCP support and deployment to AWS services.',
    stars: 3500,
    popularity: 3,
    category: 'Enterprise',
    tier: 3,
    trending: true,
    best_for: 'Agents on AWS',
    website: 'https://strandsagents.com',
    icon: 'shield',
  },
  {
    id: 'atomic-agents',
    name: 'Atomic Agents',
    subtitle: 'Modular agents from atomic parts',
    description:
      'Lightweight, schema-first Python framework built on Instructor and Pydantic, composing small predictable components into agents.',
    stars: 4500,
    popularity: 3,
    category: 'Development',
    tier: 3,
    trending: false,
    best_for: 'Predictable, modular pipelines',
    website: 'https://github.com/BrainBlend-AI/atomic-agents',
    icon: 'terminal',
  },
  {
    id: 'swarms',
    name: 'Swarms',
    subtitle: 'Enterprise multi-agent orchestration',
    description:
      'Framework for orchestrating large swarms of agents with hierarchical, sequential and graph topologies for business workflows.',
    stars: 5000,
    popularity: 3,
    category: 'Business',
    tier: 3,
    trending: false,
    best_for: 'Large agent swarms',
    website: 'https://www.swarms.ai',
    icon: 'users',
  },
  {
    id: 'langflow',
    name: 'Langflow',
    subtitle: 'Visual builder for agents and RAG',
    description: 'Low-code, drag-and-drop editor for agent and RAG flows that can be served as APIs or MCP servers, built on Python.',
    stars: 70000,
    popularity: 4,
    category: 'Business',
    tier: 3,
    trending: true,
    best_for: 'Visual prototyping',
    website: 'https://www.langflow.org',
    icon: 'rocket',
  },
];
