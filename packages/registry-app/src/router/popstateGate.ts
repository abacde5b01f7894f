// One popstate listener on the window, added before the router's, that a page may use to hold
// Back and Forward. Listeners on the window run in the order they were added (the browser does not
// put capturing ones first there), so a guard that adds its own listener later would run after
// the router has already moved to the other page. main.tsx installs this before the first render.

/** Answers true when it took the event (the router must not see it). */
type PopHandler = (event: PopStateEvent) => boolean;

let handler: PopHandler | null = null;
let installed = false;

export function installPopstateGate(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (handler?.(event)) event.stopImmediatePropagation();
  });
}

/** Gives Back and Forward to `next` until the returned function is called. */
export function holdPopstate(next: PopHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}
