// Asking before leaving a page with unsaved work: in-app navigations (links, Back and Forward,
// navigate() calls) wait for an answer, and a reload or a closed tab gets the browser's own question.
//
// react-router's useBlocker works only under a data router (createBrowserRouter). The app runs on
// the declarative BrowserRouter (see AppRouter.tsx: the data router would weigh about 16 KB gzip
// on the landing page), so there the same blocker is made from the history the router navigates
// with; under a data router (the page stories' memory router) useBlocker itself is used.
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  createPath,
  useBlocker,
  useLocation,
  type Navigator,
  type To,
} from 'react-router';
import { holdPopstate } from './popstateGate';

/** A navigation held back: go ahead with it, or stay. */
export interface LeaveBlocker {
  blocked: boolean;
  proceed: () => void;
  reset: () => void;
}

interface LeaveGuardProps {
  /** Read when a navigation starts: true holds it back until `proceed` or `reset`. */
  shouldBlock: () => boolean;
  /** The question to show while a navigation is held back. */
  children: (blocker: LeaveBlocker) => ReactNode;
}

/** A path and query differ from the current page's (a change of hash alone is not leaving). */
function leaves(to: To): boolean {
  const next = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  return next.pathname !== window.location.pathname || next.search !== window.location.search;
}

export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Reload and close: only the browser's own question is possible there.
  const should = useRef(props.shouldBlock);
  useEffect(() => {
    should.current = props.shouldBlock;
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!should.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return dataRouter ? <DataRouterGuard {...props} /> : <HistoryGuard {...props} />;
}

function DataRouterGuard({ shouldBlock, children }: LeaveGuardProps) {
  const blocker = useBlocker(({ nextLocation, currentLocation }) => {
    const moves = nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search;
    return moves && shouldBlock();
  });
  return children({
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    reset: () => blocker.reset?.(),
  });
}

type HistoryNavigator = Navigator & { push: Navigator['push']; replace: Navigator['replace'] };

/** The position of the current entry in the session history, as the router numbers it. */
const historyIndex = (): number | null => {
  const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

function HistoryGuard({ shouldBlock, children }: LeaveGuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  const should = useRef(shouldBlock);
  useEffect(() => {
    should.current = shouldBlock;
  });
  // The entry the page is on, to tell how far Back or Forward went.
  const index = useRef<number | null>(null);
  useEffect(() => {
    index.current = historyIndex();
  }, [location]);

  useEffect(() => {
    const history = navigator as HistoryNavigator;
    const { push, replace } = history;
    // Links and navigate() go through the router's history: hold them while the form is changed.
    const hold =
      (original: HistoryNavigator['push']): HistoryNavigator['push'] =>
      (to, ...rest) => {
        if (leaves(to) && should.current()) setHeld({ go: () => original.call(history, to, ...rest) });
        else original.call(history, to, ...rest);
      };
    history.push = hold(push);
    history.replace = hold(replace);

    // Back and Forward have already moved the address when popstate fires: the gate (installed
    // before the router's listener) hands the event here first, so the router does not see the
    // move, and the page goes back to where it was until the user answers.
    let undoing = 0;
    let allowed = 0;
    const release = holdPopstate(() => {
      if (allowed > 0) {
        allowed -= 1;
        return false;
      }
      if (undoing > 0) {
        undoing -= 1;
        return true;
      }
      const next = historyIndex();
      const current = index.current;
      if (next === null || current === null || next === current || !should.current()) return false;
      const delta = next - current;
      undoing += 1;
      window.history.go(-delta);
      setHeld({
        go: () => {
          allowed += 1;
          window.history.go(delta);
        },
      });
      return true;
    });
    return () => {
      history.push = push;
      history.replace = replace;
      release();
    };
  }, [navigator]);

  return children({
    blocked: held !== null,
    proceed: () => {
      setHeld(null);
      held?.go();
    },
    reset: () => setHeld(null),
  });
}
