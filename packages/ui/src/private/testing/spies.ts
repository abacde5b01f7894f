import { fn } from 'storybook/test';

/** A `fn()` spy for each callback named, to spread in a meta's args: `args: { ...spies('onSave', 'onCancel') }`. */
export function spies<const Name extends string>(...names: Name[]): Record<Name, ReturnType<typeof fn>> {
  return Object.fromEntries(names.map((name) => [name, fn()])) as Record<Name, ReturnType<typeof fn>>;
}
