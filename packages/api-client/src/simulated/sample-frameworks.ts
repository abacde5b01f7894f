// GET /frameworks of the simulated backend over the curated frameworks (or a dataset's). The
// fallback after a failed call keeps answering an empty list with 'Failed to fetch frameworks'.
import type { Framework } from '../contract/entities';
import { SAMPLE_FRAMEWORKS } from '../contract/sample-frameworks';
import type { FrameworkListQuery } from '../contract/schemas';

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
