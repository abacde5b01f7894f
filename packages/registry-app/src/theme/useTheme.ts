import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ProfileTheme, Theme } from '@agent-registry/api-client/contract';

export type { Theme };

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

// The stored choice is shared by every caller (the header's toggle, the profile's preference).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function storeTheme(next: Theme | null) {
  try {
    if (next) localStorage.setItem(STORAGE_KEY, next);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: the choice lasts for this visit */
  }
  for (const listener of listeners) listener();
}

/** Applies a saved profile preference: light or dark, or 'system' (follow the device again). */
export function applyThemePreference(preference: ProfileTheme | string | null | undefined) {
  if (preference === 'light' || preference === 'dark') storeTheme(preference);
  else if (preference === 'system') storeTheme(null);
}

/**
 * Spec section 4 'Theme': the stored choice, else the system preference, following the
 * system until a choice is stored; the `dark` class on <html> switches the theme.
 */
export function useTheme() {
  const stored = useSyncExternalStore(subscribe, storedTheme, () => null);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme = stored ?? system;

  useEffect(() => {
    if (stored) return; // a stored choice wins; stop following the system
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    setSystem(media.matches ? 'dark' : 'light');
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [stored]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);

  /** Switches light/dark and answers the new theme. */
  const toggleTheme = useCallback((): Theme => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    storeTheme(next);
    return next;
  }, [theme]);

  return { theme, toggleTheme };
}
