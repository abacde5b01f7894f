// A readable API reference rendered on the server from the OpenAPI document: one self-contained
// HTML page (inline CSS, no script, no CDN), so it works on a closed network and under a strict CSP.

/** The parts of a JSON Schema (as OpenAPI 3.1 has them) that the page shows. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  prefixItems?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
}

interface Content {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name?: string; in?: string; required?: boolean; schema?: JsonSchema; description?: string }>;
  requestBody?: Content;
  responses?: Record<string, Content & { description?: string }>;
}

/** The parts of the OpenAPI document that the page shows. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Partial<Record<string, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const esc = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Escaped text with `code` spans. */
const md = (v: unknown) => esc(v).replace(/`([^`]+)`/g, '<code>$1</code>');

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

/** A compact, TypeScript-like rendering of a JSON schema. */
function schemaText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (schema.$ref) return refName(schema.$ref);
  if (depth > 6) return '…';
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  const nullable = (s: string) => (Array.isArray(schema.type) && schema.type.includes('null') ? `${s} | null` : s);
  if (schema.anyOf || schema.oneOf) {
    return (schema.anyOf ?? schema.oneOf ?? []).map((s) => schemaText(s, depth)).join(' | ');
  }
  if (schema.allOf) return schema.allOf.map((s) => schemaText(s, depth)).join(' & ');
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  // A list of types (`["string", "number", "null"]`) reads as a union; 'null' is added by `nullable`.
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');
  const type = types[0];
  if (type === 'object' || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    const required = new Set<string>(schema.required ?? []);
    const lines = props.map(([k, v]) => {
      const notes: string[] = [];
      if (v.minLength !== undefined) notes.push(`min ${v.minLength}`);
      if (v.maxLength !== undefined) notes.push(`max ${v.maxLength}`);
      if (v.minimum !== undefined) notes.push(`≥ ${v.minimum}`);
      if (v.maximum !== undefined) notes.push(`≤ ${v.maximum}`);
      if (v.pattern) notes.push(`pattern ${v.pattern}`);
      if (v.default !== undefined) notes.push(`default ${JSON.stringify(v.default)}`);
      const note = notes.length ? `  // ${notes.join(', ')}` : '';
      return `${pad}${k}${required.has(k) ? '' : '?'}: ${schemaText(v, depth + 1)};${note}`;
    });
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      lines.push(`${pad}[key: string]: ${schemaText(schema.additionalProperties, depth + 1)};`);
    }
    return nullable(lines.length ? `{\n${lines.join('\n')}\n${end}}` : '{}');
  }
  if (type === 'array') {
    if (Array.isArray(schema.prefixItems)) return nullable(`[${schema.prefixItems.map((s) => schemaText(s, depth)).join(', ')}]`);
    return nullable(`Array<${schemaText(schema.items, depth)}>`);
  }
  const fmt = schema.format ? ` (${schema.format})` : '';
  return nullable(`${types.join(' | ') || 'unknown'}${fmt}`);
}

export function renderDocsHtml(doc: OpenApiDocument): string {
  const ops: Array<{ method: string; path: string; op: Operation }> = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHOD_ORDER) {
      const op = item[method];
      if (op) ops.push({ method, path, op });
    }
  }
  const byTag = new Map<string, typeof ops>();
  for (const o of ops) {
    const tag = o.op.tags?.[0] ?? 'Other';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag)!.push(o);
  }
  const anchor = (m: string, p: string) => `${m}-${p}`.replace(/[^a-zA-Z0-9]+/g, '-');

  const nav = [...byTag.entries()]
    .map(
      ([tag, list]) =>
        `<h3>${esc(tag)}</h3><ul>${list
          .map(
            (o) =>
              `<li><a href="#${anchor(o.method, o.path)}"><span class="m ${o.method}">${o.method.toUpperCase()}</span> ${esc(o.path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');

  const section = (o: (typeof ops)[number]) => {
    const { op } = o;
    const security = op.security;
    const auth = !security?.length
      ? 'none'
      : security
          .map((s) => {
            const [k, scopes] = Object.entries(s)[0] ?? ['anonymous', []];
            const needs = Array.isArray(scopes) && scopes.length ? ` with ${scopes.join(', ')}` : '';
            if (k === 'bearerAuth') return `Bearer session token, PAT or named token${needs}`;
            return k === 'sessionToken' ? 'Bearer session token only (access tokens get 401)' : 'anonymous';
          })
          .join(' or ');
    const params = op.parameters ?? [];
    const paramRows = params
      .map(
        (p) =>
          `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td><code>${esc(schemaText(p.schema))}</code></td><td>${esc(p.description ?? '')}</td></tr>`,
      )
      .join('');
    const body = op.requestBody?.content?.['application/json']?.schema;
    const responses = Object.entries(op.responses ?? {})
      .map(([code, r]) => {
        const s = r.content?.['application/json']?.schema;
        return `<tr><td><b>${esc(code)}</b></td><td>${md(r.description ?? '')}</td><td>${s ? `<pre>${esc(schemaText(s))}</pre>` : ''}</td></tr>`;
      })
      .join('');
    return `<section id="${anchor(o.method, o.path)}">
<h2><span class="m ${o.method}">${o.method.toUpperCase()}</span> <code>/api${esc(o.path)}</code></h2>
<p>${md(op.summary ?? '')}</p>${op.description ? `<p class="d">${md(op.description)}</p>` : ''}
<p><b>Auth:</b> ${esc(auth)}</p>
${paramRows ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th><th></th></tr>${paramRows}</table>` : ''}
${body ? `<h4>Request body (application/json)</h4><pre>${esc(schemaText(body))}</pre>` : ''}
<h4>Responses</h4><table><tr><th>Status</th><th>Meaning</th><th>Body</th></tr>${responses}</table>
</section>`;
  };

  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3><pre>${esc(schemaText(s))}</pre></section>`)
    .join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info?.title ?? 'API')} reference</title>
<style>
:root{color-scheme:light dark;--b:#d0d7de;--bg2:#f6f8fa}
@media (prefers-color-scheme:dark){:root{--b:#30363d;--bg2:#161b22}}
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:300px 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;border-right:1px solid var(--b);box-sizing:border-box}
nav ul{list-style:none;padding:0;margin:0 0 1rem}nav li{margin:.2rem 0}nav a{text-decoration:none;color:inherit;font-size:13px}
main{padding:1rem 2rem;max-width:1000px}section{border-bottom:1px solid var(--b);padding:1rem 0}
pre{background:var(--bg2);padding:.75rem;border-radius:6px;overflow:auto;font-size:13px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid var(--b);padding:.35rem .5rem;text-align:left;vertical-align:top}
td pre{margin:0}.m{display:inline-block;min-width:3.7em;font:bold 12px monospace;padding:2px 4px;border-radius:4px;color:#fff;text-align:center}
.get{background:#1f7a3f}.post{background:#1f5fae}.put{background:#9a6700}.delete{background:#b42318}.patch{background:#6e40c9}.d{opacity:.85}
main{min-width:0}h2,h3,h4,p,td,th{overflow-wrap:anywhere}
@media (max-width:800px){body{display:block}nav{position:static;height:auto;border-right:0;border-bottom:1px solid var(--b)}
main{padding:1rem}table{table-layout:fixed;font-size:12px}td,th{padding:.25rem .3rem}td pre{max-width:100%}}
</style></head>
<body><nav><h2>${esc(doc.info?.title ?? 'API')}</h2><p>Version ${esc(doc.info?.version ?? '')} · <a href="/api/openapi.json">openapi.json</a></p>${nav}<h3><a href="#schemas">Schemas</a></h3></nav>
<main><h1>${esc(doc.info?.title ?? 'API')}</h1><p>${md(doc.info?.description ?? '')}</p>
${ops.map(section).join('\n')}
<h2 id="schemas">Schemas</h2>${schemas}
</main></body></html>`;
}
