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
