import '@agent-registry/ui/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './router/routes';
import { installPopstateGate } from './router/popstateGate';

// Before the router listens: a changed form can then hold Back and Forward (see LeaveGuard).
installPopstateGate();

// A deep link's page loads alongside the app rather than after its first render.
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
