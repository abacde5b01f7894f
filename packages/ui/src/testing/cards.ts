// The cards of a list as a person (or a screen reader) finds them: list items and articles named
// by their title. An agent card's title links to the agent; a framework card's title is text.
/** What `within(element)` gives that these helpers use. */
interface Queries {
  queryAllByRole(role: 'article' | 'listitem', options: { name: RegExp }): HTMLElement[];
}

function namedCards(within: Queries): HTMLElement[] {
  return [...within.queryAllByRole('article', { name: /\S/ }), ...within.queryAllByRole('listitem', { name: /\S/ })];
}

const titleLinksToAgent = (card: HTMLElement) =>
  Boolean(card.ownerDocument.getElementById(card.getAttribute('aria-labelledby') ?? '')?.querySelector('a[href*="/agents/"]'));

/** The agent cards found by `within` (e.g. `agentCards(within(region))`). */
export const agentCards = (within: Queries): HTMLElement[] => namedCards(within).filter(titleLinksToAgent);

/** The framework cards found by `within`. */
export const frameworkCards = (within: Queries): HTMLElement[] =>
  namedCards(within).filter((card) => !titleLinksToAgent(card) && card.querySelector('a[href^="http"]'));
