import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LinkProvider } from '@agent-registry/ui';
import { AppRouter } from './router/AppRouter';
import { RouterLink } from './router/RouterLink';
import { SessionProvider } from './session/SessionProvider';
import { createQueryClient } from './data/queryClient';

export function App() {
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LinkProvider component={RouterLink}>
          <AppRouter />
        </LinkProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
