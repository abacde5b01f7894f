import { createApiClient } from '@agent-registry/api-client';
import { fetchTakingFirstAnswer } from './firstAnswer';

/**
 * The app's one API client. Base URL: VITE_API_BASE_URL at build time, else /api on the same
 * origin. When no server answers, it falls back to its simulated backend (mock mode).
 * Hooks (toasts, the redirect on 401) are attached by the root layout once the router exists.
 * Its first call may take the answer index.html asked for early (./firstAnswer.ts).
 */
export const api = createApiClient({ baseURL: import.meta.env.VITE_API_BASE_URL || undefined, fetch: fetchTakingFirstAnswer() });
