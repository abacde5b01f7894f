// Agents as the index reads them, for the index's own tests: a listed public agent of one owner,
// numbered `i`, with what a test cares about given.
import type { IndexRow } from '../repositories/agentChanges.js';

export function indexRow(i: number, fields: Partial<IndexRow> & Pick<IndexRow, 'name' | 'description'>): IndexRow {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    owner_id: '00000000-0000-4000-8000-000000000000',
    author_name: 'Test Author',
    author: 'tester',
    category: 'productivity',
    featured: false,
    visibility: 'public',
    status: 'published',
    current_version: '1.0.0',
    tags: [],
    repository_url: null,
    documentation_url: null,
    rating: 4,
    download_count: 10 * i,
    views: 0,
    star_count: 0,
    created_at: at,
    updated_at: at,
    namespace: 'tester',
    slug: `agent-${i}`,
    deprecation_message: null,
    framework: null,
    listed: true,
    ...fields,
  } as unknown as IndexRow;
}
