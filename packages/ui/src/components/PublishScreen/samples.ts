// agent.yaml files for the stories and tests (not exported by the package): what people paste.
import type { AgentData } from '../AgentCard/agent';

/** A complete, valid file, with a comment and a key the form has no field for. */
export const validAgentYaml = `# Built with the Agent as Code CLI
apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: mail-sorter # the slug
  version: 1.0.0
  description: Sorts incoming mail into folders and drafts short replies.
  tags: [email, triage]
  x-team: inbox
spec:
  runtime: python
  model:
    provider: openai
    name: gpt-4o
  capabilities:
    - email
    - summarization
  ports:
    - container: 8080
      host: 80
`;

/** One mistake per CLI rule the form checks beside a field. */
export const invalidAgentYaml = `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: mail-sorter
  version: "1.0"
spec:
  runtime: ruby
  model:
    name: gpt-4o
  ports:
    - container: 70000
`;

/** Not YAML: a mapping inside a compact mapping, on line 4. */
export const brokenAgentYaml = `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: mail-sorter: v2
  version: 1.0.0
`;

/** The current version of an agent, as a new version starts from it. */
export const currentVersionYaml = `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: inbox-zero
  version: 1.2.0
  description: Keeps your inbox at zero with rules you write in plain English.
  tags: [email, productivity]
spec:
  runtime: nodejs
  model:
    provider: anthropic
    name: claude-sonnet-4
`;

export const publishedAgent: AgentData = {
  id: 'agt_inbox_zero',
  name: 'Inbox Zero',
  description: 'Keeps your inbox at zero with rules you write in plain English.',
  author_name: 'Ada Lovelace',
  rating: 4.7,
  download_count: 12840,
  category: 'productivity',
  visibility: 'public',
  current_version: '1.2.0',
  tags: ['email', 'productivity'],
  namespace: 'ada',
  slug: 'inbox-zero',
};

export const sampleReadme = '# Mail Sorter\n\nSorts incoming mail into folders.\n';
