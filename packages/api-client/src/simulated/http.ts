// The simulated backend behind a fetch-style Request/Response, as the registry server answers over
// HTTP: for a fixture server, a service worker or the MSW handler of a story. Standard web APIs
// only, so it adds nothing to the bundle.
import { ERROR_CODES, API_MESSAGES } from '../contract/messages';
import type { SimulatedBackend } from './backend';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers `request` from `backend` with the server's status and JSON body (errors as
 * `{error, message, fields?}`). `basePath` is where the API is mounted, e.g. '/api'.
 */
export async function answerHttpRequest(backend: SimulatedBackend, request: Request, basePath = ''): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  const authorization = request.headers.get('Authorization');
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return json({ error: ERROR_CODES.validation, message: 'Malformed JSON in request body' }, 400);
  }
  try {
    const answer = backend.handle({ method: request.method, path, query: Object.fromEntries(url.searchParams), body, token });
    return json(answer.body ?? null, answer.status);
  } catch {
    // As the server answers an error it did not expect.
    return json({ error: ERROR_CODES.internal, message: API_MESSAGES.internalError }, 500);
  }
}
