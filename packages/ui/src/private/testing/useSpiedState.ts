import { useState } from 'react';

/**
 * A story's own state for a controlled prop, kept as the app keeps it: it starts at `initial`, and
 * the setter it gives calls the story's spy `onChange` (when there is one), then takes the value.
 */
export function useSpiedState<Value>(
  initial: Value,
  onChange?: (next: NonNullable<Value>) => void,
): [Value, (next: NonNullable<Value>) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: NonNullable<Value>) => {
    onChange?.(next);
    setValue(next);
  };
  return [value, change];
}

/**
 * A handler for an uncontrolled callback (Close, Stay, Delete): calls the story's spy, then does
 * what the app does in answer (closes the dialog, marks the step pending).
 */
export const spiedThen = (spy: () => void, then: () => void) => () => {
  spy();
  then();
};
