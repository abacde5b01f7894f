/** A small YAML writer for JSON-shaped values (strings always double-quoted, so nothing is misread). */
export function toYaml(value: unknown, indent = 0): string {
  const pad = '  '.repeat(indent);
  const key = (k: string) => (/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(k) ? k : JSON.stringify(k));
  const scalar = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'string') return JSON.stringify(v);
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    return JSON.stringify(String(v));
  };
  const isEmpty = (v: unknown) =>
    (Array.isArray(v) && v.length === 0) || (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

  if (Array.isArray(value)) {
    if (!value.length) return `${pad}[]\n`;
    return value
      .map((item) => {
        if (item && typeof item === 'object' && !isEmpty(item)) {
          const inner = toYaml(item, indent + 1);
          return `${pad}- ${inner.slice(pad.length + 2)}`;
        }
        return `${pad}- ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}\n`;
      })
      .join('');
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (!entries.length) return `${pad}{}\n`;
    return entries
      .map(([k, v]) => {
        if (v && typeof v === 'object' && !isEmpty(v)) return `${pad}${key(k)}:\n${toYaml(v, indent + 1)}`;
        return `${pad}${key(k)}: ${isEmpty(v) ? (Array.isArray(v) ? '[]' : '{}') : scalar(v)}\n`;
      })
      .join('');
  }
  return `${pad}${scalar(value)}\n`;
}
