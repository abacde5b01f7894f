import { useCallback, useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@agent-registry/api-client/contract';

/** Where the cooldown's end is kept for this tab, so leaving /auth and coming back does not reset it. */
export const COOLDOWN_STORAGE_KEY = 'auth.resendAvailableAt';

function storedEnd(): number {
  try {
    return Number(sessionStorage.getItem(COOLDOWN_STORAGE_KEY)) || 0;
  } catch {
    return 0; // storage unavailable: the countdown lives in this page only
  }
}

const secondsUntil = (end: number, now: number) => Math.max(0, Math.ceil((end - now) / 1000));

/**
 * The 60-second resend cooldown (spec sections 4 and 9), counted down once a second. Its end is kept
 * in sessionStorage, so it carries on where it was after the person goes away and comes back.
 */
export function useCooldown() {
  const [end, setEnd] = useState(storedEnd);
  const [now, setNow] = useState(Date.now);
  const seconds = secondsUntil(end, now);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, now]);
  const start = useCallback(() => {
    const started = Date.now();
    const next = started + RESEND_COOLDOWN_SECONDS * 1000;
    try {
      sessionStorage.setItem(COOLDOWN_STORAGE_KEY, String(next));
    } catch {
      // storage unavailable: the countdown still runs on this page
    }
    setEnd(next);
    setNow(started);
  }, []);
  return { seconds, start };
}
