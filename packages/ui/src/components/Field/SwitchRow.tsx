import { useId, type ReactNode } from 'react';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import * as styles from '../../private/styles/field.css';

export interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: its label and description on the left, the switch on the right. */
export function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <Inline nowrap justify="space-between" gap={4} className={styles.switchRow}>
      <Stack gap={0}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.switchDescription}>
          {description}
        </p>
      </Stack>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switchControl}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Inline>
  );
}

/** The frame around a group of SwitchRows. */
export function SwitchList({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} className={styles.switches}>
      {children}
    </Stack>
  );
}
