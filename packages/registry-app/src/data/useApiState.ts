import { useSyncExternalStore } from 'react';
import { simulatedMail } from '@agent-registry/api-client';
import { api } from './api';

/** Whether the app's client answers from its simulated backend (the header's badge follows it). */
export function useMockMode(): boolean {
  return useSyncExternalStore(api.mockMode.subscribe, api.mockMode.get, () => false);
}

export { simulatedMail };
