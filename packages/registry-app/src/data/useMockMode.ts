import { useSyncExternalStore } from 'react';
import { api } from './api';

/** Whether the app's client answers from its simulated backend (the header's badge follows it). */
export function useMockMode(): boolean {
  return useSyncExternalStore(api.mockMode.subscribe, api.mockMode.get, () => false);
}
