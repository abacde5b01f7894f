import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Box, Card, Header, notify, SearchForm, Spinner, Toaster } from '@agent-registry/ui';
import { API_MESSAGES, DEMO_ACCOUNT } from '@agent-registry/api-client/rules';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useIsOperator } from '../data/queries';
import { signInPath } from '../router/authParams';
import { searchPath } from '../router/paths';
import { useSearchSuggestions } from '../data/useSearchSuggestions';
import { applyThemePreference, useTheme } from '../theme/useTheme';
import { useSession } from '../session/SessionProvider';
import { useSignOut } from '../session/useSignOut';
import { useMockMode } from '../data/useMockMode';
import { api } from '../data/api';
import { SimulatedEmail } from '../session/SimulatedEmail';

/** The header's slim search box, with suggestions as you type. */
function HeaderSearch() {
  const navigate = useNavigate();
  const suggest = useSearchSuggestions();
  return (
    <SearchForm
      compact
      label="Search agents"
      placeholder="Search agents..."
      onSearch={(query) => navigate(searchPath(query))}
      suggest={suggest}
    />
  );
}

export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { theme, toggleTheme } = useTheme();
  const session = useSession();
  const signOut = useSignOut();
  const mockMode = useMockMode();
  const queryClient = useQueryClient();

  /** The header's toggle; signed in, it is also the saved preference, on every device. */
  function toggleAndSave() {
    const next = toggleTheme();
    if (session.status !== 'authenticated') return;
    api.users
      .updateProfile({ preferences: { theme: next } })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.profile }))
      .catch(() => {}); // the transport toasts a failure; the theme stays switched here
  }

  // Section 8: a 401 sends the browser to /auth (the client has cleared the session); any other
  // error status toasts the response's message.
  useEffect(() => {
    api.setHooks({
      // Back to the page the visitor was on once signed in again (already on /auth: stay put).
      onUnauthorized: () => {
        if (window.location.pathname !== '/auth') navigate(signInPath(`${window.location.pathname}${window.location.search}`));
      },
      onError: (message) => notify.error(message),
    });
  }, [navigate]);

  // Signing in (in this tab) brings the theme saved in the profile to this device. The account
  // the tab started with is the baseline; the request ends with the app.
  const userId = session.status === 'loading' ? undefined : (session.user?.id ?? null);
  const seenUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const before = seenUser.current;
    seenUser.current = userId;
    if (before === undefined || !userId || before === userId) return;
    const controller = new AbortController();
    api.users
      .getProfile({ signal: controller.signal })
      .then((profile) => applyThemePreference(profile.preferences?.theme))
      .catch(() => {});
    return () => controller.abort();
  }, [userId]);

  // The server says who is an operator (the profile's is_operator): their menu links the reports.
  const isOperator = useIsOperator(session.status === 'authenticated' && !!session.user);

  // The whole app shows a full-screen spinner while authentication loads (spec section 2).
  if (session.status === 'loading') return <Spinner fullScreen size="large" label="Loading Agent Registry" />;

  return (
    <>
      <AppShell
        header={
          <Header
            currentPath={location.pathname}
            user={session.user ? { name: session.user.name, email: session.user.email, operator: isOperator } : null}
            theme={theme}
            onToggleTheme={toggleAndSave}
            onSignOut={() => void signOut().then(() => navigate('/'))}
            mockMode={mockMode}
            search={<HeaderSearch />}
          />
        }
      >
        {/* The shared demo account learns it is read-only before it tries to change anything. */}
        {!mockMode && session.user?.email === DEMO_ACCOUNT.email && (
          <Box paddingBlock={4}>
            <Card tone="warning" elevated={false} padding={3} role="note" aria-label="Demo account">
              {API_MESSAGES.demoReadOnly}
            </Card>
          </Box>
        )}
        <Suspense fallback={<Spinner size="large" />}>
          <Outlet />
        </Suspense>
      </AppShell>
      <Toaster theme={theme} />
      <SimulatedEmail />
    </>
  );
}
