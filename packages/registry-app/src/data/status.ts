import type { UseQueryResult } from '@tanstack/react-query';
import type { LoadStatus } from '@agent-registry/ui';

/** The three states every ui screen takes, from a react-query result. */
export function loadStatus(query: Pick<UseQueryResult, 'isPending' | 'isError'>): LoadStatus {
  if (query.isError) return 'error';
  if (query.isPending) return 'loading';
  return 'success';
}

/** The frameworks call falls back to empty data with an `error` field rather than throwing. */
export function frameworksStatus(query: UseQueryResult<{ error?: string }>): LoadStatus {
  if (query.data?.error) return 'error';
  return loadStatus(query);
}

/** The message of an error, for the screens' 'Failed to load ...: ' lines. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
