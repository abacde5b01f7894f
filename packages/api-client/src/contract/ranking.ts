// The search rules the server's index and the simulated backend's toy search both follow: how a
// query is cut into words, which words may be read as a misspelling, and how many tags and
// frameworks a suggestion lists. (How matches are weighed is the server's alone: search/ranking.ts.)

/** Words of a query: letters and digits, lower-cased, at most MAX_TERMS of at most MAX_TERM_LENGTH characters. */
export const MAX_TERMS = 8;
export const MAX_TERM_LENGTH = 40;

/** Shorter words are only ever prefixes: a two- or three-letter word says nothing about a typo. */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Suggestions: at most this many tags and frameworks; agent names fill the rest. */
export const SUGGEST_MAX_TAGS = 2;
export const SUGGEST_MAX_FRAMEWORKS = 2;
