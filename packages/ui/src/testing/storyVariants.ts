// The same story again under other globals: the dark theme, a phone, a desktop. A variant keeps
// the story's args, render and play, so it checks the same things in the other setting.

/** The 375 px phone viewport. */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The wide desktop viewport. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The dark theme. */
export const dark = { theme: 'dark' };

type Globals = Record<string, unknown>;

interface StoryParts {
  args?: unknown;
  render?: unknown;
  play?: unknown;
  globals?: Globals;
}

/** `variant(Results, dark, phone)`: `Results` with its args, render and play, in the dark on a phone. */
export function variant<S extends StoryParts>(story: S, ...globals: Globals[]): S {
  const { args, render, play, globals: own } = story;
  return {
    ...(args === undefined ? {} : { args }),
    ...(render === undefined ? {} : { render }),
    ...(play === undefined ? {} : { play }),
    globals: Object.assign({}, own, ...globals),
  } as S;
}
