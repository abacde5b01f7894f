import { agentId, type Agent, type AgentHighlight } from '@agent-registry/api-client/rules';

export { agentId };

/**
 * An agent as the screens read it: the contract's `Agent`, as the client's `agents` calls answer
 * it (one `id`, one `download_count`). A raw API answer (`agent_id`, `downloads`) goes through the
 * api-client's `normalizeAgent` first. An interface, so props tables and editors name it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a named type for the contract's Agent
export interface AgentData extends Agent {}

/** A matched range [start, end) in string indices, as the contract's highlights carry them. */
export type HighlightRange = readonly [start: number, end: number];

/** The agent's page: /agents/{id} (URL-encoded). */
export function agentHref(agent: Pick<AgentData, 'id'>): string {
  return `/agents/${encodeURIComponent(agent.id)}`;
}

/** The agent's download count; 0 when absent. */
export function agentDownloads(agent: Pick<AgentData, 'download_count'>): number {
  const n = Number(agent.download_count ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The rating as a number, or undefined when there is none. Ratings run from 1 to 5, so 0 is an
 * agent nobody has rated yet: shown 'N/A', never as a bad score.
 */
export function agentRating(rating: number | string | null | undefined): number | undefined {
  if (rating === null || rating === undefined || rating === '') return undefined;
  const n = Number(rating);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A rating for display: one decimal ('4.0', '4.4'), or `unrated` ('N/A') when there is none. */
export function formatAgentRating(rating: number | string | null | undefined, unrated = 'N/A'): string {
  const n = agentRating(rating);
  return n === undefined ? unrated : n.toFixed(1);
}

/** 1520 -> '1.5k', 2_400_000 -> '2.4M'; below 1000 as is. */
export function formatCount(value: number): string {
  const compact = (n: number, suffix: string) => `${n.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  if (Math.abs(value) >= 1_000_000) return compact(value / 1_000_000, 'M');
  if (Math.abs(value) >= 1_000) {
    const k = value / 1_000;
    // 999_950 would round to '1000.0k': show it as millions instead.
    return Number(k.toFixed(1)) >= 1000 ? compact(value / 1_000_000, 'M') : compact(k, 'k');
  }
  return String(Math.round(value));
}

/** Capitalised label of a lowercase category: 'productivity' -> 'Productivity'. */
export function categoryLabel(category: string): string {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every case-insensitive occurrence of the query's words in the text, merged and sorted. */
export function findMatchRanges(text: string | null | undefined, query: string | null | undefined): HighlightRange[] {
  if (!text || !query) return [];
  const words = Array.from(new Set(query.trim().split(/\s+/).filter(Boolean)));
  if (words.length === 0) return [];
  // Longest first, so overlapping words prefer the longer match.
  words.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  const ranges: HighlightRange[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    ranges.push([start, start + match[0].length]);
  }
  return normalizeRanges(ranges, text.length);
}

/** Ranges clamped to [0, length], empty or malformed ones dropped, sorted, overlaps merged. */
export function normalizeRanges(ranges: readonly HighlightRange[], length: number): HighlightRange[] {
  const clean = ranges
    .filter((range) => Array.isArray(range) && range.length >= 2)
    .map(([start, end]): [number, number] => [Math.max(0, Math.floor(start)), Math.min(length, Math.floor(end))])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of clean) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * The text cut into plain and highlighted slices. Only slices of the text itself come out, so
 * rendering them as React text can never inject markup from the data.
 */
export function splitHighlights(text: string, ranges: readonly HighlightRange[] | undefined): TextSegment[] {
  const merged = normalizeRanges(ranges ?? [], text.length);
  if (merged.length === 0) return text ? [{ text, highlighted: false }] : [];
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}

/** The ranges of one field (and, for tags, one tag) among the highlights. */
export function rangesFor(
  highlights: readonly AgentHighlight[] | undefined,
  field: AgentHighlight['field'],
  index?: number,
): HighlightRange[] {
  if (!highlights) return [];
  return highlights
    .filter((highlight) => highlight.field === field && (field !== 'tags' || highlight.index === index))
    .flatMap((highlight) => highlight.ranges);
}

/** Highlights of the query's words over an agent's name, description and tags (contract shape). */
export function agentHighlights(agent: Pick<AgentData, 'name' | 'description' | 'tags'>, query: string): AgentHighlight[] {
  const highlights: AgentHighlight[] = [];
  const push = (field: AgentHighlight['field'], text: string | null | undefined, index?: number) => {
    const ranges = findMatchRanges(text, query);
    if (ranges.length === 0) return;
    highlights.push({ field, ...(index === undefined ? {} : { index }), ranges: ranges.map(([s, e]) => [s, e] as [number, number]) });
  };
  push('name', agent.name);
  push('description', agent.description);
  (agent.tags ?? []).forEach((tag, index) => push('tags', tag, index));
  return highlights;
}
