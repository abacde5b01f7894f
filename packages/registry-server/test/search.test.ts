// Search as a visitor meets it, on the sample catalogue: a relevance set (each query must put its
// agent in the top 3), typos and prefixes, 'did you mean', symbols (C++), slugs and owners,
// suggestions, facet counts, the tag filter and incremental sync, on PGlite and PostgreSQL.
import { AgentFacetsResponseSchema, AgentListResponseSchema, SearchSuggestResponseSchema } from '@agent-registry/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSampleAgents } from '../src/services/seed.js';
import { seedFrameworks } from '../src/services/frameworks.js';
import { agentBody, agentYaml, databases, useHarness } from './helpers.js';

/** Query → the sample agent that must be among its first three results. */
const RELEVANCE: Array<[kind: string, query: string, agent: string]> = [
  ['exact', 'Inbox Zero Assistant', 'Inbox Zero Assistant'],
  ['exact', 'meeting notes', 'Meeting Notes Summarizer'],
  ['exact', 'calendar', 'Calendar Scheduling Agent'],
  ['exact', 'task breakdown', 'Task Breakdown Planner'],
  ['exact', 'code review', 'Code Review Copilot'],
  ['exact', 'unit test', 'Unit Test Generator'],
  ['exact', 'sql', 'SQL Query Builder'],
  ['exact', 'api docs', 'API Docs Writer'],
  ['exact', 'bug triage', 'Bug Triage Bot'],
  ['exact', 'data analysis', 'Data Analysis Assistant'],
  ['exact', 'financial report', 'Financial Report Analyzer'],
  ['exact', 'market research', 'Market Research Agent'],
  ['exact', 'log anomaly', 'Log Anomaly Detective'],
  ['exact', 'survey insights', 'Survey Insights Miner'],
  ['exact', 'creative writing', 'Creative Writing Partner'],
  ['exact', 'blog post', 'Blog Post Generator'],
  ['exact', 'social media', 'Social Media Content Planner'],
  ['exact', 'image prompt', 'Image Prompt Designer'],
  ['exact', 'customer support', 'Customer Support Agent'],
  ['exact', 'translator', 'Multilingual Translator'],
  ['exact', 'sales outreach', 'Sales Outreach Writer'],
  ['exact', 'slack standup', 'Slack Standup Bot'],
  ['exact', 'research paper', 'Research Paper Explainer'],
  ['exact', 'runbook', 'DevOps Runbook Agent'],
  ['typo', 'reserch paper', 'Research Paper Explainer'],
  ['typo', 'reserch agnt', 'Market Research Agent'],
  ['typo', 'calender', 'Calendar Scheduling Agent'],
  ['typo', 'sumarizer', 'Meeting Notes Summarizer'],
  ['typo', 'kubernets', 'DevOps Runbook Agent'],
  ['typo', 'finacial reprot', 'Financial Report Analyzer'],
  ['typo', 'anomoly', 'Log Anomaly Detective'],
  ['typo', 'slak standup', 'Slack Standup Bot'],
  ['typo', 'multilingal', 'Multilingual Translator'],
  ['typo', 'custmer suport', 'Customer Support Agent'],
  ['prefix', 'summ', 'Meeting Notes Summarizer'],
  ['prefix', 'transl', 'Multilingual Translator'],
  ['prefix', 'kube', 'DevOps Runbook Agent'],
  ['prefix', 'sched', 'Calendar Scheduling Agent'],
  ['prefix', 'outre', 'Sales Outreach Writer'],
  ['prefix', 'anom det', 'Log Anomaly Detective'],
  ['tag', 'pandas', 'Data Analysis Assistant'],
  ['tag', 'zendesk', 'Customer Support Agent'],
  ['tag', 'arxiv', 'Research Paper Explainer'],
  ['tag', 'pytest', 'Unit Test Generator'],
  ['tag', 'seo', 'Blog Post Generator'],
  ['tag', 'crm', 'Sales Outreach Writer'],
  ['framework', 'smolagents', 'Unit Test Generator'],
  ['framework', 'haystack', 'API Docs Writer'],
  ['framework', 'semantic kernel', 'Multilingual Translator'],
  ['framework', 'dspy', 'Survey Insights Miner'],
  ['framework', 'mastra', 'Social Media Content Planner'],
  ['framework', 'strands', 'DevOps Runbook Agent'],
  ['typo', 'inbx zero', 'Inbox Zero Assistant'],
  ['typo', 'meting notes', 'Meeting Notes Summarizer'],
  ['typo', 'calnedar', 'Calendar Scheduling Agent'],
  ['typo', 'taks breakdown', 'Task Breakdown Planner'],
  ['typo', 'code reveiw', 'Code Review Copilot'],
  ['typo', 'unit tset', 'Unit Test Generator'],
  ['typo', 'sql qeury', 'SQL Query Builder'],
  ['typo', 'documentaton', 'API Docs Writer'],
  ['typo', 'bug triege', 'Bug Triage Bot'],
  ['typo', 'data anaylsis', 'Data Analysis Assistant'],
  ['typo', 'finanical report', 'Financial Report Analyzer'],
  ['typo', 'marekt research', 'Market Research Agent'],
  ['typo', 'log anomally', 'Log Anomaly Detective'],
  ['typo', 'survay insights', 'Survey Insights Miner'],
  ['typo', 'creatve writing', 'Creative Writing Partner'],
  ['typo', 'blog psot', 'Blog Post Generator'],
  ['typo', 'socail media', 'Social Media Content Planner'],
  ['typo', 'imgae prompt', 'Image Prompt Designer'],
  ['typo', 'custommer support', 'Customer Support Agent'],
  ['typo', 'translater', 'Multilingual Translator'],
  ['typo', 'devops runbok', 'DevOps Runbook Agent'],
  ['typo', 'pull reqests', 'Code Review Copilot'],
  ['non-latin', '要約', '日本語 要約 エージェント'],
  ['non-latin', '日本', '日本語 要約 エージェント'],
  ['non-latin', 'переводчик', 'Переводчик документов'],
  ['non-latin', 'перевотчик', 'Переводчик документов'],
  ['non-latin', 'ελληνικός βοηθός', 'Ελληνικός Βοηθός Συγγραφής'],
  ['mixed-script', 'café menü', 'Café Menü Planer'],
  ['mixed-script', '𠮷野家', '𠮷野家 Order Bot'],
  ['mixed-script', '𠮷野家 ordr', '𠮷野家 Order Bot'],
];

/** Agents in other scripts, published beside the sample catalogue for the non-Latin queries. */
const NON_LATIN_AGENTS = [
  { slug: 'jp-summary', name: '日本語 要約 エージェント', description: '会議 の 議事録 を 要約 します', tags: ['要約', '日本語'] },
  { slug: 'ru-translator', name: 'Переводчик документов', description: 'Переводит документы и письма', tags: ['перевод'] },
  { slug: 'el-writer', name: 'Ελληνικός Βοηθός Συγγραφής', description: 'Γράφει κείμενα', tags: ['γραφή'] },
  { slug: 'cafe-menu', name: 'Café Menü Planer', description: 'Plant Menüs für das Café', tags: ['küche'] },
  { slug: 'yoshinoya', name: '𠮷野家 Order Bot', description: 'Orders gyudon at 𠮷野家', tags: ['ℌ𝔢𝔩𝔩𝔬'] },
];

/** An agent named by a symbol word, published by an owner searched by name. */
const SYMBOL_AGENT = {
  slug: 'cpp-memory-profiler',
  name: 'C++ Memory Profiler',
  description: 'Finds memory leaks in C++ programs.',
  tags: ['c++', 'profiling'],
};
const CATALOGUE_SIZE = 24 + NON_LATIN_AGENTS.length + 1;

// Each database twice: answered by the search index, and by SQL alone (as while the index builds).
const setups = databases.flatMap((database) => [
  { ...database, path: 'the index', searchIndex: true },
  { ...database, path: 'SQL', searchIndex: false },
]);

describe.each(setups)('search on $name, from $path', (database) => {
  const h = useHarness(database, { emptyBeforeEach: false, config: { searchIndex: database.searchIndex } });

  let symbolAgent: { id: string; namespace: string; slug: string; author_name: string };

  beforeAll(async () => {
    await h.reset();
    await seedFrameworks(h.app.ctx);
    await seedSampleAgents(h.app.ctx);
    const { token } = await h.signUp();
    for (const a of NON_LATIN_AGENTS) {
      const res = await h.request('POST', '/api/agents', {
        token,
        body: { agent_yaml: agentYaml(a.slug), name: a.name, description: a.description, tags: a.tags, category: 'productivity' },
      });
      expect(res.status).toBe(201);
    }
    const grace = await h.signUp('grace.hopper@example.com', undefined, 'Grace Hopper');
    const a = SYMBOL_AGENT;
    const res = await h.request('POST', '/api/agents', {
      token: grace.token,
      body: { agent_yaml: agentYaml(a.slug), name: a.name, description: a.description, tags: a.tags, category: 'development' },
    });
    expect(res.status).toBe(201);
    symbolAgent = res.body;
  });

  const search = async (query: string, extra = '') => {
    const res = await h.request('GET', `/api/agents?query=${encodeURIComponent(query)}&page_size=20${extra}`);
    expect(res.status).toBe(200);
    return AgentListResponseSchema.parse(res.body);
  };

  it(`puts the expected agent in the top 3 for all ${RELEVANCE.length} queries of the relevance set`, async () => {
    const misses: string[] = [];
    for (const [kind, query, agent] of RELEVANCE) {
      const top = (await search(query)).data.slice(0, 3).map((a) => a.name);
      if (!top.includes(agent)) misses.push(`${kind} '${query}': wanted ${agent}, got ${top.join(', ') || 'nothing'}`);
    }
    expect(misses).toEqual([]);
    // Answered by the index (which holds every agent), or by SQL alone.
    expect(h.app.ctx.search?.index?.size ?? null).toBe(database.searchIndex ? CATALOGUE_SIZE : null);
  });

  it('reads C++ as a word of its own, and a query of symbols alone as no words', async () => {
    const names = (q: string) => search(q).then((list) => list.data.map((a) => a.name));
    // Not the letter c (a prefix of most agents' words).
    expect(await names('C++')).toEqual(database.searchIndex ? ['C++ Memory Profiler'] : expect.arrayContaining(['C++ Memory Profiler']));
    expect((await search('C++')).pagination.total).toBeLessThanOrEqual(database.searchIndex ? 1 : 2);
    expect(await names('c++ leaks')).toEqual(['C++ Memory Profiler']);
    const symbols = await search('+++');
    expect([symbols.data, symbols.pagination.total]).toEqual([[], 0]);
    const facets = AgentFacetsResponseSchema.parse((await h.request('GET', `/api/agents/facets?query=${encodeURIComponent('C++')}`)).body);
    expect(facets.total).toBe((await search('C++')).pagination.total);
  });

  it('puts the agent whose slug (or owner/slug) is the query first', async () => {
    const all = AgentListResponseSchema.parse((await h.request('GET', '/api/agents?page_size=50')).body).data;
    expect(all).toHaveLength(CATALOGUE_SIZE);
    const misses: string[] = [];
    for (const agent of all) {
      for (const q of [agent.slug, `${agent.namespace}/${agent.slug}`]) {
        const first = (await search(q!)).data[0];
        if (first?.id !== agent.id) misses.push(`'${q}': got ${first?.slug ?? 'nothing'}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it("finds agents by their owner's namespace, username and author name", async () => {
    const byNamespace = await search(symbolAgent.namespace);
    expect(byNamespace.data.map((a) => a.name)).toEqual(['C++ Memory Profiler']);
    expect(symbolAgent.author_name).toBe('Grace Hopper');
    expect((await search('grace hopper')).data.map((a) => a.name)).toEqual(['C++ Memory Profiler']);
    expect((await search('hopper memory')).data.map((a) => a.name)).toEqual(['C++ Memory Profiler']);
    // The sample catalogue's 24 agents carry the author name 'Agent Registry Team'.
    expect((await search('registry team')).pagination.total).toBe(24);
  });

  it('ranks an exact match above corrected and prefix ones', async () => {
    expect((await search('research')).data[0]?.name).toMatch(/Research/);
    expect((await search('Slack Standup Bot')).data[0]?.name).toBe('Slack Standup Bot');
  });

  it('says what a misspelled query was taken to mean, and highlights the corrected words', async () => {
    const list = await search('reserch agnt');
    expect(list.did_you_mean).toBe('research agent');
    const explainer = (await search('reserch paper')).data.find((a) => a.name === 'Research Paper Explainer')!;
    expect(explainer.highlights).toContainEqual({
      field: 'name',
      ranges: [
        [0, 8],
        [9, 14],
      ],
    });
    expect((await search('research paper')).did_you_mean).toBeNull();
    expect((await search('summ')).did_you_mean).toBeNull();
  });

  it('finds nothing, and suggests nothing, for words no agent is close to', async () => {
    const list = await search('xyzzyqq');
    expect(list.data).toEqual([]);
    expect(list.did_you_mean).toBeNull();
  });

  it('keeps websearch syntax: quotes and -word', async () => {
    const names = (await search('"code generation" -sql')).data.map((a) => a.name);
    expect(names).toContain('Unit Test Generator');
    expect(names).not.toContain('SQL Query Builder');
  });

  it('suggests agent names, tags and frameworks as the user types', async () => {
    const res = await h.request('GET', '/api/agents/suggest?q=resea');
    expect(res.status).toBe(200);
    const body = SearchSuggestResponseSchema.parse(res.body);
    expect(body.suggestions.filter((s) => s.kind === 'agent').map((s) => s.label)).toEqual(
      expect.arrayContaining(['Research Paper Explainer', 'Market Research Agent']),
    );
    expect(body.suggestions).toContainEqual({ kind: 'tag', label: 'research', match: [0, 5] });
    const explainer = body.suggestions.find((s) => s.label === 'Research Paper Explainer')!;
    expect(explainer).toMatchObject({ kind: 'agent', match: [0, 5] });
    expect(explainer.id).toMatch(/^[0-9a-f-]{36}$/);

    const frameworks = SearchSuggestResponseSchema.parse((await h.request('GET', '/api/agents/suggest?q=lang')).body);
    expect(frameworks.suggestions.filter((s) => s.kind === 'framework').map((s) => s.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lang/)]),
    );
  });

  it('suggests through a typo and says the corrected spelling', async () => {
    const body = SearchSuggestResponseSchema.parse((await h.request('GET', '/api/agents/suggest?q=kubernets')).body);
    expect(body.did_you_mean).toBe('kubernetes');
    expect(body.suggestions.map((s) => s.label)).toContain('kubernetes');
    const none = SearchSuggestResponseSchema.parse((await h.request('GET', '/api/agents/suggest?q=qqxzv')).body);
    expect(none).toEqual({ query: 'qqxzv', suggestions: [], did_you_mean: null });
  });

  it('refuses a blank or over-long suggestion query with 400', async () => {
    expect((await h.request('GET', '/api/agents/suggest?q=%20')).status).toBe(400);
    expect((await h.request('GET', `/api/agents/suggest?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await h.request('GET', '/api/agents/suggest')).status).toBe(400);
  });

  it('counts the matches of a query per category, as the list would find them', async () => {
    const all = AgentFacetsResponseSchema.parse((await h.request('GET', '/api/agents/facets')).body);
    expect(all.total).toBe(CATALOGUE_SIZE);
    expect(Object.values(all.categories).reduce((a, b) => a + b, 0)).toBe(CATALOGUE_SIZE);
    const res = await h.request('GET', '/api/agents/facets?query=research');
    const facets = AgentFacetsResponseSchema.parse(res.body);
    const list = await search('research');
    expect(facets.total).toBe(list.pagination.total);
    for (const [category, n] of Object.entries(facets.categories)) {
      const inCategory = await search('research', `&category=${category}`);
      expect([category, inCategory.pagination.total]).toEqual([category, n]);
    }
  });

  it('filters by tag, and the facet counts follow the tag', async () => {
    const list = await search('', '&tag=summaries');
    expect(list.data.map((a) => a.name).sort()).toEqual(['Inbox Zero Assistant', 'Meeting Notes Summarizer', 'Research Paper Explainer']);
    const facets = AgentFacetsResponseSchema.parse((await h.request('GET', '/api/agents/facets?tag=summaries')).body);
    expect(facets.total).toBe(3);
    expect((await search('', '&tag=nothing-has-this')).data).toEqual([]);
  });

  it('lists changes since an instant, oldest first, across pages', async () => {
    const { token } = await h.signUp();
    h.clock.advance(60_000);
    const since = h.clock.now().toISOString();
    const ids: string[] = [];
    for (const name of ['Sync One', 'Sync Two', 'Sync Three']) {
      h.clock.advance(1_000);
      const created = await h.request('POST', '/api/agents', { token, body: agentBody({ name, category: 'productivity' }) });
      ids.push(created.body.id);
    }
    h.clock.advance(1_000);
    await h.request('PUT', `/api/agents/${ids[0]}`, { token, body: { description: 'Changed last.' } });
    const first = await h.request('GET', `/api/agents?updated_since=${encodeURIComponent(since)}&page_size=2&sort=popular`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['Sync Two', 'Sync Three']);
    const second = await h.request(
      'GET',
      `/api/agents?updated_since=${encodeURIComponent(since)}&page_size=2&sort=popular&next_token=${first.body.next_token}`,
    );
    expect(second.body.data.map((a: { name: string }) => a.name)).toEqual(['Sync One']);
    expect(second.body.next_token).toBeNull();
    const bad = await h.request('GET', '/api/agents?updated_since=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/updated_since/);
  });
});
