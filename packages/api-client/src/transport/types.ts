// What a transport is: one request in, one answer out. Shared by the fetch transport (http.ts), the
// axios one (axios.ts) and the simulated backend's adapter.

/** One request as the transport sends it: the path below the base URL, and its query. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, string | number | boolean> | undefined;
  data?: unknown;
  headers: Headers;
  signal: AbortSignal;
}

/** An answer: its status, headers and body (parsed JSON, else the text; '' when empty). */
export interface TransportResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends a request: `fetch` by default; the simulated backend plugs in here instead. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
