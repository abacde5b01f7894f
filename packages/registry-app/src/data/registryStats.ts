// The registry's public figures, for the dashboard only (kept out of the landing's queries module).
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const registryStatsKey = ['registry', 'stats'] as const;

/** GET /stats: public agents and confirmed accounts; cached 5 min. */
export function useRegistryStats() {
  return useQuery({
    queryKey: registryStatsKey,
    queryFn: ({ signal }) => api.users.registryStats({ signal }),
    staleTime: 5 * 60_000,
  });
}
