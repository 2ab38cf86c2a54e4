import { useCallback, useEffect, useRef } from 'react';

/**
 * Holds a send of a deferred part's form (deferHydration) made after the page hydrated but before the
 * part did (its code on its way), which would otherwise go as a plain HTML form: deferHydration makes
 * the click that sent it (a button's, or the default button's of an Enter in a field) again once the
 * part has hydrated, and the part's own handler then decides. Should the code not come (offline), the
 * form is sent as it was. `isHeld` picks the part's forms; `load` is the part's code, as the part
 * loads it. Returns what the part calls once it has hydrated (its `onHydrated`).
 */
export function useSendsHeldUntilHydrated(isHeld: (form: HTMLFormElement) => boolean, load: () => Promise<unknown>): () => void {
  const holding = useRef(true);
  const latest = useRef({ isHeld, load });
  latest.current = { isHeld, load };
  useEffect(() => {
    // On the window, capturing: before React, which stops (and does not cancel) a submit in a part still dehydrated.
    const hold = (event: SubmitEvent) => {
      const form = event.target;
      if (!holding.current || !(form instanceof HTMLFormElement) || !latest.current.isHeld(form)) return;
      event.preventDefault();
      const { submitter } = event;
      latest.current.load().catch(() => {
        holding.current = false;
        form.requestSubmit(submitter);
      });
    };
    window.addEventListener('submit', hold, true);
    return () => window.removeEventListener('submit', hold, true);
  }, []);
  return useCallback(() => {
    holding.current = false;
  }, []);
}
