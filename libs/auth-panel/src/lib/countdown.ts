import { RESEND_COUNTDOWN_SECONDS } from '@brokerage/validation';
import { useCallback, useEffect, useState } from 'react';

/** What a code was sent to: the countdown blocks requests for that target only. */
export type CodeTarget = 'phone' | 'email';

/**
 * The resend countdown of spec 4: starts at 60 seconds when a code is requested and blocks
 * another request for the same target until it reaches zero, unless it is cancelled.
 */
export function useResendCountdown() {
  const [countdown, setCountdown] = useState<{ target: CodeTarget; secondsLeft: number } | null>(null);
  const running = countdown !== null;

  useEffect(() => {
    if (!running) return;
    // One interval for the whole run: every tick counts, however late the page renders it.
    const timer = setInterval(() => setCountdown((current) => (current && current.secondsLeft > 1 ? { ...current, secondsLeft: current.secondsLeft - 1 } : null)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((target: CodeTarget) => setCountdown({ target, secondsLeft: RESEND_COUNTDOWN_SECONDS }), []);
  const cancel = useCallback((target: CodeTarget) => setCountdown((current) => (current?.target === target ? null : current)), []);
  const secondsLeftFor = (target: CodeTarget): number => (countdown?.target === target ? countdown.secondsLeft : 0);

  return { start, cancel, secondsLeftFor };
}
