// What a call of the simulated backend receives and answers, and the answers every resource
// builds: the server's statuses and its `{error, message, fields?}` errors.
import type * as z from 'zod/mini';
import { inputProblem } from '../contract/inputProblem';
import { ERROR_CODES } from '../contract/messages';
import { safeParse } from '../contract/parse';
import type { SimulatedState } from './store';

export interface SimulatedRequest {
  method: string;
  /** Path relative to the API base, without query, e.g. '/auth/login'. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Bearer token, if any. */
  token?: string | null;
}

export interface SimulatedResponse {
  status: number;
  body: unknown;
  /** True when this answer is simulated data (turns the mock-mode flag on). */
  simulated: boolean;
}

export type Answer = SimulatedResponse;

/** A request matched to its route: the path parameters (`{id}`, `{version}`…) decoded. */
export interface RouteRequest extends SimulatedRequest {
  params: Record<string, string>;
}

/** The simulated backend's answer to one route of the contract's table. */
export type Handler = (request: RouteRequest, state: SimulatedState) => Answer;

export const ok = (body: unknown, simulated = true): Answer => ({ status: 200, body, simulated });
export const created = (body: unknown): Answer => ({ status: 201, body, simulated: true });
export const fail = (status: number, error: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  body: fields ? { error, message, fields } : { error, message },
  // An error answer of the simulated backend is still the simulated backend in use.
  simulated: true,
});

/** Whether a lookup gave the answer to send (a 401, 403, 404…) rather than what it looked for. */
export const isAnswer = <T extends object>(value: T | Answer): value is Answer => 'simulated' in value && 'status' in value;

/** A body or query read with `schema`: the data, or the 400 the server answers (contract/inputProblem.ts). */
export function parse<S extends z.ZodMiniType>(schema: S, body: unknown): { data: z.output<S> } | { answer: Answer } {
  const parsed = safeParse(schema, body ?? {});
  if (parsed.success) return { data: parsed.data };
  const { message, fields } = inputProblem(parsed.error.issues);
  return { answer: fail(400, ERROR_CODES.validation, message, fields) };
}

/** 64 lowercase hex characters from crypto.getRandomValues. */
export function randomHex(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random (version 4) UUID, as the server gives agents; crypto.randomUUID needs a secure context. */
export function randomUuid(): string {
  const hex = randomHex(16).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A 6-digit code, zero-padded. */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return String(buffer[0]! % 1_000_000).padStart(6, '0');
}
