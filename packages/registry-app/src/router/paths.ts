/** /search?q={text}, URL-encoded (spec section 2). */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
