// The simulated backend cannot send mail: each code it "sends" is published here so the UI can
// show it.
import { createObservable } from './observable';

export type SimulatedEmailKind = 'confirmation' | 'reset';

export interface SimulatedEmail {
  to: string;
  kind: SimulatedEmailKind;
  /** The 6-digit code. */
  code: string;
  /** ISO time it was sent. */
  sent_at: string;
}

const last = createObservable<SimulatedEmail | null>(null);

export interface SimulatedMail {
  /** The most recent email, or null. */
  get(): SimulatedEmail | null;
  /** Called with each new email. Returns an unsubscribe function. */
  subscribe(listener: (email: SimulatedEmail | null) => void): () => void;
  /** Forget the last email (e.g. when the dialog's 'Got It' is pressed). */
  clear(): void;
  /** Used by the simulated backend. */
  send(email: SimulatedEmail): void;
}

export const simulatedMail: SimulatedMail = {
  get: last.get,
  subscribe: last.subscribe,
  clear: () => last.set(null),
  // A fresh object each time, so two identical codes still notify.
  send: (email) => last.set({ ...email }),
};

/** Calls `listener` with every email the simulated backend sends. Returns an unsubscribe. */
export function onSimulatedEmail(listener: (email: SimulatedEmail) => void): () => void {
  return simulatedMail.subscribe((email) => {
    if (email) listener(email);
  });
}
