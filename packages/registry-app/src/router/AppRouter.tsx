// The browser's router: the route table of routes.tsx on react-router's declarative router.
// The app has no loaders or actions, so the data router (createBrowserRouter), which weighs about
// 16 KB gzip on the landing page, would add nothing; navigation is the same (both render route
// changes in a transition). What the data router did besides, catching a page's render error with
// its default message until the next navigation, RouteErrorBoundary keeps.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes, type Location } from 'react-router';
import { routes } from './routes';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** react-router's default error boundary: its message in place of the pages, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('React Router caught the following error during render', error, info);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre> : null}
      </>
    );
  }
}

function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
