// The ranking rules of search, suggest and "did you mean", as named numbers: change ranking here.
// Both the in-memory index (index.ts) and the SQL fallback (sqlQuery.ts) read them. The rules the
// simulated backend's search follows too (words of a query, corrections, suggestion counts) are in
// the contract.
export {
  MAX_TERMS,
  MAX_TERM_LENGTH,
  MIN_CORRECTABLE_LENGTH,
  SUGGEST_MAX_FRAMEWORKS,
  SUGGEST_MAX_TAGS,
} from '@agent-registry/api-client/contract';

/**
 * How much a match counts by field (BM25 per field, times this): the name first, then the
 * description, then the tags (with the category and the manifest's framework, searched with
 * them), then the owner's names (namespace, username, author name), as the SQL fallback's tsvector
 * weighs them (A, B, C, D), so both paths rank alike.
 */
export const FIELD_WEIGHTS = { name: 4, description: 2, tags: 1, owner: 1 } as const;

/** A word typed in part ('summ' for summarizer) counts this much of a whole word. */
export const PREFIX_WEIGHT = 0.5;
/** A corrected spelling ('research' read for 'reserch') counts this much of a word as typed. */
export const CORRECTION_WEIGHT = 0.6;

/** Downloads lift a match: its score times 1 + DOWNLOAD_BOOST × log10(1 + downloads). */
export const DOWNLOAD_BOOST = 0.1;
/** A deprecated agent keeps this share of its score: still found, after the agents that replace it. */
export const DEPRECATED_FACTOR = 0.25;

/** Closest spellings a misspelled word is widened to. */
export const MAX_CORRECTIONS = 3;
/** Least similarity for a correction (pg_trgm's own default threshold, as the SQL fallback uses). */
export const MIN_SIMILARITY = 0.3;
/** Similarity a swapped-letter variant counts as ('reprot' for 'report'). */
export const TRANSPOSITION_SIMILARITY = 0.6;
/**
 * Agents counted per candidate spelling: enough to tell a common word from a rare one (the weight
 * grows with the logarithm), so 'agnt' reads as 'agent' and not as the rarer 'agno'.
 */
export const FREQUENCY_CAP = 30;

/** How likely a candidate spelling is meant: its similarity, lifted by how many agents hold it. */
export function correctionScore(similarity: number, agents: number): number {
  return similarity * (1 + Math.log1p(Math.min(agents, FREQUENCY_CAP)) / Math.log1p(FREQUENCY_CAP));
}

/** The boost of an agent's whole score. */
export function documentBoost(downloads: number, deprecated: boolean): number {
  return (1 + DOWNLOAD_BOOST * Math.log10(1 + Math.max(0, downloads))) * (deprecated ? DEPRECATED_FACTOR : 1);
}

/** Most agent names one suggestion reads before picking (names that start with the text, then the most downloaded). */
export const SUGGEST_SCAN_LIMIT = 1000;
