import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTakingFirstAnswer } from './firstAnswer';

const AGENT_URL = '/api/agents/ada-agent';
const answer = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

/** What index.html leaves on the page when it asked for `url` early. */
function askedEarly(url: string, early: Promise<Response>) {
  window.__registryFirstAnswer = { url, answer: early };
}

describe('fetchTakingFirstAnswer', () => {
  afterEach(() => {
    delete window.__registryFirstAnswer;
    vi.useRealTimers();
  });

  it('answers the first GET of the early URL with the early answer, and sends the next one', async () => {
    askedEarly(AGENT_URL, Promise.resolve(answer('"early"')));
    const send = vi.fn(async () => answer('"sent"'));
    const fetchFn = fetchTakingFirstAnswer(send);

    expect(await (await fetchFn(AGENT_URL, { method: 'GET' })).text()).toBe('"early"');
    expect(send).not.toHaveBeenCalled();
    expect(await (await fetchFn(AGENT_URL, { method: 'GET' })).text()).toBe('"sent"');
    expect(send).toHaveBeenCalledTimes(1);
    // Taken off the page: a second client would not get it either.
    expect(window.__registryFirstAnswer).toBeUndefined();
  });

  it('sends other URLs, other methods and calls with a credential of their own', async () => {
    askedEarly(AGENT_URL, Promise.resolve(answer('"early"')));
    const send = vi.fn(async () => answer('"sent"'));
    const fetchFn = fetchTakingFirstAnswer(send);

    await fetchFn('/api/agents/other', { method: 'GET' });
    await fetchFn(AGENT_URL, { method: 'DELETE' });
    await fetchFn(AGENT_URL, { method: 'GET', headers: { Authorization: 'Bearer abc' } });
    expect(send).toHaveBeenCalledTimes(3);
    // Still there for the call it was asked for.
    expect(await (await fetchFn(AGENT_URL)).text()).toBe('"early"');
  });

  it('sends the call as usual when the early request failed', async () => {
    askedEarly(AGENT_URL, Promise.reject(new TypeError('Failed to fetch')));
    const send = vi.fn(async () => answer('"sent"'));
    expect(await (await fetchTakingFirstAnswer(send)(AGENT_URL)).text()).toBe('"sent"');
    expect(send).toHaveBeenCalledWith(AGENT_URL, undefined);
  });

  it('gives up waiting when the call is aborted', async () => {
    askedEarly(AGENT_URL, new Promise<Response>(() => {}));
    const controller = new AbortController();
    const call = fetchTakingFirstAnswer(vi.fn())(AGENT_URL, { signal: controller.signal });
    controller.abort(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the call anew once the early answer may be stale', async () => {
    askedEarly(AGENT_URL, Promise.resolve(answer('"early"')));
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const send = vi.fn(async () => answer('"sent"'));
    expect(await (await fetchTakingFirstAnswer(send)(AGENT_URL)).text()).toBe('"sent"');
  });

  it('is plain fetch when the page asked for nothing early', async () => {
    const send = vi.fn(async () => answer('"sent"'));
    expect(await (await fetchTakingFirstAnswer(send)(AGENT_URL)).text()).toBe('"sent"');
  });
});
