import { QueryClient } from '@tanstack/react-query';
import { RETRIES } from '@agent-registry/api-client/contract';

/** Section 9: global retry 1, no refetch on window focus. Per-query cache times live with each query. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: RETRIES.global, refetchOnWindowFocus: false },
    },
  });
}
