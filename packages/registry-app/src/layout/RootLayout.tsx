import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Header, Spinner, Toaster } from '@agent-registry/ui';
import { useTheme } from '../theme/useTheme';
import { useSession } from '../session/SessionProvider';
import { useSignOut } from '../session/useSignOut';
import { useMockMode } from '../data/useMockMode';

export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const session = useSession();
  const signOut = useSignOut();
  const mockMode = useMockMode();

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
    </>
  );
}
