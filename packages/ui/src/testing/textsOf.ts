/** The text of each element, in order: what a person reads on a list's items, a bar's buttons, a group's tiles. */
export const textsOf = (elements: readonly Element[]) => elements.map((element) => element.textContent);
