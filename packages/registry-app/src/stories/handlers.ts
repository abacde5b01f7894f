// MSW handlers of the page stories. One catch-all hands every /api request to the story's
// simulated backend (built from its dataset for each run, see preparePage), which answers as the
// server does. A story that wants one endpoint to fail, hang or answer otherwise adds a handler
// for it in its own `beforeEach: withHandlers(...)`: those are matched before the catch-all.
import type { StoryContext } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { answerHttpRequest, type SimulatedBackend } from '@agent-registry/api-client/simulated';

const API_BASE = '/api';

/** An API path on the app's base URL. */
export const api = (path: string) => `${API_BASE}${path}`;

/** Every API request, answered by `backend`. */
export const backendApi = (backend: SimulatedBackend): HttpHandler =>
  http.all(api('/*'), ({ request }) => answerHttpRequest(backend, request, API_BASE));

/** A story's `beforeEach` adding `handlers`: they answer before the story's backend. */
export const withHandlers =
  (...handlers: HttpHandler[]) =>
  ({ msw }: StoryContext) => {
    msw.use(...handlers);
  };

/** An error answer of the API: `{error, message, fields?}`. */
export const apiError = (status: number, error: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json(fields ? { error, message, fields } : { error, message }, { status });

type Method = 'get' | 'post' | 'put' | 'delete';

/** `method path` answering an API error (a 500, a 401…) in place of the backend. */
export const failing = (method: Method, path: string, status: number, error: string, message: string): HttpHandler =>
  http[method](api(path), () => apiError(status, error, message));

/** `method path` taking `ms` (or forever) before the backend answers; `when` picks which requests. */
export const slow = (method: Method, path: string, ms: number | 'infinite', when: (url: URL) => boolean = () => true): HttpHandler =>
  http[method](api(path), async ({ request }) => {
    if (when(new URL(request.url))) await delay(ms);
    // No answer: the request goes on to the next handler, the backend's.
  });

/** The agents list and its facet counts both answering `answer` (a failing or expired server). */
export const agentsAnswer = (answer: () => Response): HttpHandler[] => [
  http.get(api('/agents/facets'), answer),
  http.get(api('/agents'), answer),
];

/** No server at all: every API call fails at the network level (the client goes to mock mode). */
export const networkDown = (): HttpHandler => http.all(api('/*'), () => HttpResponse.error());
