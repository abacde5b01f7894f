// How long the screens wait, keep and show things (spec section 9's cache times, retries and
// toasts, the pause before suggestions) and how slowly the simulated backend answers. The app and
// the ui read them; the server needs none of them.

const MINUTE = 60 * 1000;

/** react-query stale/cache times (ms). */
export const CACHE_TIMES = {
  landingAgents: 5 * MINUTE,
  frameworks: 30 * MINUTE,
  agentDetail: 5 * MINUTE,
  search: 5 * MINUTE,
} as const;

/** react-query retry counts. Global: 1, no refetch on window focus (profile also none). */
export const RETRIES = {
  global: 1,
  landingAgents: 0,
  landingFrameworks: 1,
  agentDetail: 1,
  search: 1,
} as const;

export const REFETCH_ON_WINDOW_FOCUS = false;

export const TOAST_DURATIONS = {
  default: 4000,
  success: 3000,
  error: 5000,
} as const;

/** The pause after typing before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Simulated call delay: 1 s; verify and logout 0.5 s. */
export const SIMULATED_DELAY_MS = 1000;
export const SIMULATED_SHORT_DELAY_MS = 500;
