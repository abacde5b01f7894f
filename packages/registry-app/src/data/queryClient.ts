import { QueryClient } from '@tanstack/react-query';
import { REFETCH_ON_WINDOW_FOCUS, RETRIES } from '@agent-registry/api-client/rules';

/** Section 9: global retry 1, no refetch on window focus. Per-query cache times live with each query. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: RETRIES.global, refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS },
    },
  });
}
