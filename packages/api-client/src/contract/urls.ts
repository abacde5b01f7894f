// Which links the registry accepts and renders: web addresses only.

/** True when the value parses as an absolute http(s) URL (the profile and listings render links). */
export function isValidUrl(value: string): boolean {
  try {
    // Only web addresses: `javascript:` and the like must never pass.
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
