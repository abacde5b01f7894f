// The id of a call on one item, refused before sending when blank (with the item's own words).
import { ValidationError } from '../errors';

/** `{ id }` for the route's path, or a ValidationError `message` for a blank id. */
export function itemParams(id: unknown, message: string): { id: string } {
  const text = typeof id === 'number' ? String(id) : id;
  if (typeof text !== 'string' || text.trim() === '') throw new ValidationError(message, { fields: { id: message } });
  return { id: text };
}

/** An agent's id or its 'owner/name' (sent URL-encoded, so the slash stays in one segment). */
export const agentParams = (id: string) => itemParams(id, 'An agent id is required');
