import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { RequireAuth } from '../session/RequireAuth';
import { LandingPage } from '../pages/LandingPage';

// The landing route ships in the first bundle; every other page loads on demand.
const AuthPage = lazy(() => import('../pages/AuthPage'));
const SearchPage = lazy(() => import('../pages/SearchPage'));
const AgentsPage = lazy(() => import('../pages/AgentsPage'));
const AgentDetailPage = lazy(() => import('../pages/AgentDetailPage'));
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
const CreateAgentPage = lazy(() => import('../pages/CreateAgentPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** The spec's route table (section 2). /settings has no route, so it lands on /404 too. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/agents', element: <AgentsPage /> },
      { path: '/agents/:id', element: <AgentDetailPage /> },
      { path: '/dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> },
      { path: '/create-agent', element: <RequireAuth><CreateAgentPage /></RequireAuth> },
      { path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
