import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { RequireAuth } from '../session/RequireAuth';
import { LandingPage } from '../pages/LandingPage';
import { lazyPage, type LazyPage } from './lazyPage';

// The landing route ships in the first bundle; every other page loads on demand.
const AuthPage = lazyPage(() => import('../pages/AuthPage'));
const SearchPage = lazyPage(() => import('../pages/SearchPage'));
const AgentsPage = lazyPage(() => import('../pages/AgentsPage'));
const AgentDetailPage = lazyPage(() => import('../pages/AgentDetailPage'));
const DashboardPage = lazyPage(() => import('../pages/DashboardPage'));
const PublishPage = lazyPage(() => import('../pages/PublishPage'));
const ProfilePage = lazyPage(() => import('../pages/ProfilePage'));
const SettingsPage = lazyPage(() => import('../pages/SettingsPage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));
const AdminReportsPage = lazyPage(() => import('../pages/AdminReportsPage'));
const NamespacePage = lazyPage(() => import('../pages/NamespacePage'));
const OrgNewPage = lazyPage(() => import('../pages/OrgNewPage'));
const OrgMembersPage = lazyPage(() => import('../pages/OrgMembersPage'));
const OrgInvitationsPage = lazyPage(() => import('../pages/OrgInvitationsPage'));
const OrgSettingsPage = lazyPage(() => import('../pages/OrgSettingsPage'));

/** `page` for signed-in users only (the others are sent to sign in). */
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * The spec's route table (section 2), plus /agents/{owner}/{name}. Two deliberate changes from the
 * spec, which drew a placeholder and a dead link before the features existed: /create-agent is the
 * publishing form (the old /publish redirects there), and /settings holds the account's security.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/agents', element: <AgentsPage /> },
      { path: '/agents/:id', element: <AgentDetailPage /> },
      // An agent by its 'owner/name' ref, as `agent pull` names it.
      { path: '/agents/:owner/:name', element: <AgentDetailPage /> },
      { path: '/dashboard', element: signedIn(<DashboardPage />) },
      { path: '/create-agent', element: signedIn(<PublishPage />) },
      // The publishing form's first address: old links and bookmarks (with ?agent=) still work.
      { path: '/publish', element: <RedirectKeepingQuery to="/create-agent" /> },
      { path: '/profile', element: signedIn(<ProfilePage />) },
      // Beyond the spec's route table: the operators' reports queue (the user menu links it for operators).
      { path: '/admin/reports', element: signedIn(<AdminReportsPage />) },
      { path: '/settings', element: signedIn(<SettingsPage />) },
      // Beyond the spec's route table: namespaces' public pages and organisations.
      { path: '/users/:name', element: <NamespacePage /> },
      { path: '/orgs/:name', element: <NamespacePage /> },
      { path: '/orgs/new', element: signedIn(<OrgNewPage />) },
      { path: '/orgs/invitations', element: signedIn(<OrgInvitationsPage />) },
      { path: '/orgs/:name/members', element: signedIn(<OrgMembersPage />) },
      { path: '/orgs/:name/settings', element: signedIn(<OrgSettingsPage />) },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** Replaces the address with `to`, keeping its query (e.g. /publish?agent=x -> /create-agent?agent=x). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** Starts loading the page of `pathname` (e.g. the one the app opens on), if it loads on demand. */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    // The page may sit inside a wrapper such as <RequireAuth>.
    let element: ReactNode = match.route.element;
    while (isValidElement<{ children?: ReactNode }>(element)) {
      const preload = (element.type as Partial<LazyPage>).preload;
      if (preload) {
        // A failure shows when the page renders (its lazy load tries again).
        preload().catch(() => undefined);
        break;
      }
      element = element.props.children;
    }
  }
}
