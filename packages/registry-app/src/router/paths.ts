/** /search?q={text}, URL-encoded (spec section 2). */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** /agents?tag={tag}: the agents list filtered by one tag. */
export function tagPath(tag: string): string {
  return `/agents?tag=${encodeURIComponent(tag)}`;
}

/** /agents/{id}, the id URL-encoded. */
export function agentPath(id: string): string {
  return `/agents/${encodeURIComponent(id)}`;
}
