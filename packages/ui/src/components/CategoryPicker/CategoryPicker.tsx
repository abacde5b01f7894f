import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import * as styles from './CategoryPicker.css';

export const categoryPickerVariants = ['pills', 'tiles'] as const;
export type CategoryPickerVariant = (typeof categoryPickerVariants)[number];

export interface CategoryOption {
  value: string;
  label: string;
  icon?: LucideIcon;
  /** How many agents the option holds for the current query, shown beside its label. */
  count?: number;
}

export interface CategoryPickerProps {
  /** The categories to offer, in order; each may carry an icon and a count. */
  options: readonly CategoryOption[];
  /** Accessible name of the group. */
  label: string;
  /** Controlled selection; leave out to keep the selection in local state. */
  value?: string;
  /** The option selected at first when uncontrolled (default: the first). */
  defaultValue?: string;
  /** An option was chosen. */
  onChange?: (value: string) => void;
  /** 'pills' (default) or 'tiles'. */
  variant?: CategoryPickerVariant;
  /** Class of the group, for the host's layout. */
  className?: string;
}

/**
 * Toggle buttons (aria-pressed) choosing one category. Selection only highlights: the landing
 * and search pages keep it in local state and never navigate.
 */
export function CategoryPicker({ options, label, value, defaultValue, onChange, variant = 'pills', className }: CategoryPickerProps) {
  const [local, setLocal] = useState(defaultValue ?? options[0]?.value ?? '');
  const selected = value ?? local;

  function choose(next: string) {
    if (value === undefined) setLocal(next);
    onChange?.(next);
  }

  return (
    <div role="group" aria-label={label} className={clsx(styles.group[variant], className)}>
      {options.map(({ value: optionValue, label: optionLabel, icon: Icon, count }) => {
        const pressed = optionValue === selected;
        return (
          <button
            key={optionValue}
            type="button"
            aria-pressed={pressed}
            className={styles.option[variant]}
            onClick={() => choose(optionValue)}
          >
            {Icon && (
              <span className={styles.iconWrap}>
                <Icon size={variant === 'tiles' ? 22 : 16} aria-hidden="true" />
              </span>
            )}
            {optionLabel}
            {count !== undefined && (
              <span className={styles.count}>
                {count}
                <span className={visuallyHidden}> {count === 1 ? 'agent' : 'agents'}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
