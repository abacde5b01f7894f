import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { LinkProvider } from '@agent-registry/ui';
import { RouterLink } from './router/RouterLink';
import { routes } from './router/routes';
import { SessionProvider } from './session/SessionProvider';
import { createQueryClient } from './data/queryClient';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
