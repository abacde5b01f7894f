import '@agent-registry/ui/reset.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './router/routes';
import { installPopstateGate } from './router/popstateGate';

// Before the router listens: a changed form can then hold Back and Forward (see LeaveGuard).
installPopstateGate();

// A deep link's page loads alongside the app rather than after its first render.
preloadRoute(window.location.pathname);

// Rendered as a transition, so React yields to the browser every few milliseconds while it builds
// the first page instead of holding a slow phone's main thread until it is done.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
