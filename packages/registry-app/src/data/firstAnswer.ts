// The answer index.html's inline script asked for before the app loaded (see preloadRoutePages in
// vite.config.ts): an agent page's agent, requested while the JavaScript downloads.

declare global {
  interface Window {
    /** Set by index.html for a visitor who is not signed in; taken once by the client's fetch. */
    __registryFirstAnswer?: { url: string; answer: Promise<Response> };
  }
}

/** Later than this after the page opened, the early answer may be stale: the call is sent anew. */
const FRESH_FOR_MS = 10_000;

/**
 * `fetch`, except that the first GET of the URL index.html already asked for gets that answer
 * (or, if it failed, is sent as usual). Calls with credentials of their own are always sent.
 */
export function fetchTakingFirstAnswer(send: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  let early = window.__registryFirstAnswer;
  delete window.__registryFirstAnswer;
  return (input, init) => {
    const taken = early;
    const matches =
      taken &&
      input === taken.url &&
      (init?.method ?? 'GET') === 'GET' &&
      !new Headers(init?.headers).has('Authorization') &&
      performance.now() < FRESH_FOR_MS;
    if (!matches) return send(input, init);
    early = undefined;
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      taken.answer.then(resolve, () => send(input, init).then(resolve, reject));
    });
  };
}
