import { useState, type ChangeEvent } from 'react';

/** The controls a checked value may come from. */
type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form field's value and the problem the form's own check found in it (shown before the
 * server's error): editing the field clears the problem.
 */
export function useCheckedValue(initial = '') {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string>();
  return {
    value,
    problem,
    /** The form's check refused the value: `reason` shows under the field until it is edited. */
    refuse: (reason: string) => setProblem(reason),
    onChange: (event: ChangeEvent<ValueControl>) => {
      setValue(event.target.value);
      setProblem(undefined);
    },
  };
}
