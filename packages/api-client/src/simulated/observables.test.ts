import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSimulatedEmail, simulatedMail } from './mail';
import { mockMode } from './mock-mode';

afterEach(() => {
  mockMode.set(false);
  simulatedMail.clear();
});

describe('mockMode', () => {
  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = mockMode.subscribe(listener);
    mockMode.set(true);
    mockMode.set(true);
    expect(mockMode.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    mockMode.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('simulatedMail', () => {
  it('hands each code to listeners, even the same one twice', () => {
    const listener = vi.fn();
    const stop = onSimulatedEmail(listener);
    const mail = { to: 'a@b.co', kind: 'reset' as const, code: '123456', sent_at: '2025-01-01T00:00:00.000Z' };
    simulatedMail.send(mail);
    simulatedMail.send(mail);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(simulatedMail.get()).toEqual(mail);
    simulatedMail.clear();
    expect(simulatedMail.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
