import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from './focus';

/** Open traps, innermost last: only the innermost one handles Tab and pulls focus back. */
const trapStack: symbol[] = [];

export interface FocusTrapOptions {
  /** Element to focus on activation; defaults to the first tabbable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Return focus to the element that had it before activation (default true). */
  returnFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active`: Tab and Shift+Tab cycle through its
 * tabbable elements and focus that escapes (a click outside, a script) is brought back.
 * On deactivation focus returns to where it was before, when that element is still on the page.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { initialFocusRef, returnFocus = true } = options;
  const latest = useRef({ initialFocusRef, returnFocus });
  latest.current = { initialFocusRef, returnFocus };

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const id = Symbol('focus-trap');
    trapStack.push(id);
    const isInnermost = () => trapStack[trapStack.length - 1] === id;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusFirst = () => {
      const target = latest.current.initialFocusRef?.current ?? tabbableElements(container)[0] ?? container;
      target.focus();
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermost()) return;
      const tabbables = tabbableElements(container);
      if (tabbables.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      if (!container.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost() || container.contains(event.target as Node)) return;
      focusFirst();
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      trapStack.splice(trapStack.indexOf(id), 1);
      if (latest.current.returnFocus && opener?.isConnected) opener.focus();
    };
  }, [active, containerRef]);
}
