import { useSyncExternalStore } from 'react';
import { mockMode, simulatedMail } from '@agent-registry/api-client';

/** Whether the api-client answers from its simulated backend (the header's badge follows it). */
export function useMockMode(): boolean {
  return useSyncExternalStore(mockMode.subscribe, mockMode.get, () => false);
}

export { simulatedMail };
