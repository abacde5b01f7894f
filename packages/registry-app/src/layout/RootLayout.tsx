import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Header, notify, Spinner, Toaster } from '@agent-registry/ui';
import { useTheme } from '../theme/useTheme';
import { useSession } from '../session/SessionProvider';
import { useSignOut } from '../session/useSignOut';
import { useMockMode } from '../data/useApiState';
import { api } from '../data/api';
import { SimulatedEmail } from '../session/SimulatedEmail';

export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const session = useSession();
  const signOut = useSignOut();
  const mockMode = useMockMode();

  // Section 8: a 401 sends the browser to /auth (the client has cleared the session); any other
  // error status toasts the response's message.
  useEffect(() => {
    api.setHooks({
      onUnauthorized: () => navigate('/auth'),
      onError: (message) => notify.error(message),
    });
  }, [navigate]);

  // The whole app shows a full-screen spinner while authentication loads (spec section 2).
  if (session.status === 'loading') return <Spinner fullScreen size="large" label="Loading Agent Registry" />;

  return (
    <>
      <AppShell
        header={
          <Header
            currentPath={location.pathname}
            user={session.user ? { name: session.user.name, email: session.user.email } : null}
            theme={theme}
            onToggleTheme={toggleTheme}
            onSignOut={() => void signOut().then(() => navigate('/'))}
            mockMode={mockMode}
          />
        }
      >
        <Suspense fallback={<Spinner size="large" />}>
          <Outlet />
        </Suspense>
      </AppShell>
      <Toaster theme={theme} />
      <SimulatedEmail />
    </>
  );
}
