import { useCallback, useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@agent-registry/api-client/contract';

/** The 60-second resend cooldown (spec sections 4 and 9), counted down once a second. */
export function useCooldown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback(() => setSeconds(RESEND_COOLDOWN_SECONDS), []);
  return { seconds, start };
}
