// Call delays of the simulated backend (spec section 9): 1 s, verify and logout 0.5 s.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AuthResponseSchema } from '../contract/schemas';
import { loadChecks } from '../resources/load';
import { createSessionStore, createMemoryStorage } from '../session';
import { createHttp } from '../transport/http';
import { createSimulatedAdapter, simulatedDelay, type SimulatedDelays } from './adapter';
import { createSimulatedBackend } from './backend';

afterEach(() => vi.useRealTimers());
// The answer's check is a chunk loaded with the first call; load it first, so the clocks below
// time the simulated delay alone.
beforeAll(() => loadChecks());

function simulatedHttp(delays: SimulatedDelays = {}) {
  const storage = createMemoryStorage();
  const backend = createSimulatedBackend({ storage, sendMail: () => undefined });
  return createHttp({ session: createSessionStore(storage), adapter: createSimulatedAdapter(backend, delays) });
}

const login = { email: 'demo@agentregistry.dev', password: 'Demo@1234' };

/** Starts a call and reports whether it settled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined };
  promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

describe('simulated call delays', () => {
  it('takes 1 s for a sign-in', async () => {
    vi.useFakeTimers();
    const call = track(simulatedHttp().request({ method: 'POST', url: '/auth/login', data: login }, AuthResponseSchema));
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.value).toMatchObject({ message: 'Login successful' });
  });

  it('takes 0.5 s for verify and logout', async () => {
    vi.useFakeTimers();
    const http = simulatedHttp();
    const verify = track(http.request({ method: 'GET', url: '/auth/verify' }, z.unknown()).catch(() => 'answered'));
    const logout = track(http.request({ method: 'POST', url: '/auth/logout' }, z.unknown()));
    await vi.advanceTimersByTimeAsync(499);
    expect(verify.settled || logout.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(verify.settled && logout.settled).toBe(true);
  });

  it('answers at once with delay 0, without any timer', async () => {
    vi.useFakeTimers();
    const answer = await simulatedHttp({ delayMs: 0 }).request({ method: 'POST', url: '/auth/login', data: login }, AuthResponseSchema);
    expect(answer.token).toMatch(/^sim_[0-9a-f]{64}$/);
  });

  it('serves sample data without delay', () => {
    expect(simulatedDelay('GET', '/agents')).toBe(0);
    expect(simulatedDelay('POST', '/auth/register')).toBe(1000);
    expect(simulatedDelay('GET', '/users/profile', { delayMs: 200 })).toBe(200);
    expect(simulatedDelay('GET', '/auth/verify', { delayMs: 200 })).toBe(100);
  });

  it('can be cancelled by the caller', async () => {
    const controller = new AbortController();
    const call = simulatedHttp().request({ method: 'POST', url: '/auth/login', data: login, signal: controller.signal }, z.unknown());
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });
});
