import { isValidElement, memo, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { partLoads } from './deferred-part-loads';

/**
 * How far outside the viewport a part starts loading: half a screen above and below it, so a visitor
 * scrolling at reading speed finds it hydrated, and one who stays at the top never fetches it.
 */
const NEAR_VIEWPORT_MARGIN = '50% 0px';
/** A visitor about to use a part (or the control that opens it). */
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** A part's code, fetched once for every place that shows it. */
interface Loader<P> {
  component: () => ComponentType<P> | undefined;
  /** The last download failed (offline) and no other is under way: what it failed with. */
  failure: () => { error: unknown } | undefined;
  /**
   * Starts the download unless it is under way or done; settles (never rejects) when it succeeded
   * or failed. A failed download is not kept: the next start tries again (the visitor may be back online).
   */
  start: () => Promise<void>;
}

const createLoader = <P,>(load: () => Promise<ComponentType<P>>): Loader<P> => {
  let component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  return {
    component: () => component,
    failure: () => failure,
    start: () => {
      if (loading) return loading;
      failure = undefined;
      loading = load().then(
        (loaded) => {
          component = loaded;
        },
        (error: unknown) => {
          failure = { error };
          loading = undefined;
        },
      );
      return loading;
    },
  };
};

/** One rendered place of a part: `needed` resolves when the visitor next comes near it. */
interface Gate {
  needed: Promise<void>;
  open: () => void;
  /** The wait for the code at this place; cleared when its download failed, to wait for the next approach. */
  ready?: Promise<void>;
}

const arm = (gate: Gate) => {
  gate.needed = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
};

const createGate = (): Gate => {
  const gate: Gate = { needed: Promise.resolve(), open: () => undefined };
  arm(gate);
  return gate;
};

const noSubscription = () => () => undefined;
/** True while React hydrates server HTML; false when it renders on the client (nothing to keep). */
const useIsHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** The controls outside `wrapper` that open something inside it (`aria-controls`), e.g. a drawer's menu button. */
const openersOf = (wrapper: Element): Element[] => {
  const ids = new Set(Array.from(wrapper.querySelectorAll('[id]'), (element) => element.id));
  return Array.from(document.querySelectorAll('[aria-controls]')).filter(
    (control) => !wrapper.contains(control) && (control.getAttribute('aria-controls') ?? '').split(/\s+/).some((id) => ids.has(id)),
  );
};

/**
 * Calls `onApproach` whenever the part in `wrapper` comes within half a screen of the viewport, or a
 * visitor points at, touches or focuses it or a control that opens it (again after a failed
 * download, until the caller stops watching). Returns the clean-up.
 */
const watchApproach = (wrapper: HTMLElement, onApproach: () => void): (() => void) => {
  // The wrapper has no box (display: contents): its first element is what shows on screen.
  const target = wrapper.firstElementChild;
  if (!target || typeof IntersectionObserver !== 'function') {
    onApproach();
    return () => undefined;
  }
  const watched = [wrapper, ...openersOf(wrapper)];
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onApproach(), { rootMargin: NEAR_VIEWPORT_MARGIN });
  // On the window, capturing: React stops these events at its root while the part is dehydrated.
  const onEvent = (event: Event) => watched.some((element) => element.contains(event.target as Node)) && onApproach();
  observer.observe(target);
  APPROACH_EVENTS.forEach((type) => window.addEventListener(type, onEvent, { capture: true, passive: true }));
  return () => {
    observer.disconnect();
    APPROACH_EVENTS.forEach((type) => window.removeEventListener(type, onEvent, true));
  };
};

/** A click or a key press React dropped because the part's code had not come. */
type EarlyInput =
  /** `byKey`: the click a key made (Enter or Space on a button), after that key. */
  | { kind: 'click'; button: HTMLElement; byKey: boolean }
  /** `event`: the key as it was pressed (the copy pressed again takes its key, code, modifiers, …). */
  | { kind: 'key'; target: HTMLElement; event: KeyboardEvent };

/**
 * Where a key does its own work: typing (text fields, lists, editable text), an Enter submitting a
 * field's form. That work is done without the part's code, and what was typed reaches the part when
 * it hydrates (useAdoptTypedValues); the key is not pressed again there.
 */
const typesText = (element: Element) =>
  element.closest('textarea, select, [contenteditable]:not([contenteditable="false"])') !== null ||
  (element instanceof HTMLInputElement && !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(element.type));

/**
 * Keeps the last button of the part in `wrapper` clicked, and the last key pressed in it, before its
 * code came. React drops such a click or key (it cannot hydrate the part to dispatch it, and does
 * not replay it): `replay` clicks that button and presses that key on the same element again once
 * the part has hydrated, in the order they were made (a keyboard user who focused a menu button and
 * pressed Down at once gets the menu). A key is pressed again only where the focus still is (a
 * visitor who moved on has left it behind); a click the key made (Enter or Space on a button) is
 * made again unless the part's handler cancels the key, as it would have prevented that click. Once
 * the code is in React hydrates on the click or key itself: then nothing is kept.
 */
const keepEarlyInput = (wrapper: HTMLElement, codeIsIn: () => boolean) => {
  let kept: EarlyInput[] = [];
  const keep = (input: EarlyInput) => {
    kept = [...kept.filter(({ kind }) => kind !== input.kind), input];
  };
  // On the window, capturing: before React's own listener, which stops the click or key it drops.
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !wrapper.contains(button) || codeIsIn()) return;
    const key = kept.find((input) => input.kind === 'key');
    keep({ kind: 'click', button, byKey: event.detail === 0 && key?.kind === 'key' && button.contains(key.target) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (!target || !wrapper.contains(target) || typesText(target) || codeIsIn()) return;
    keep({ kind: 'key', target, event });
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  return {
    stop: () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKeyDown, true);
    },
    replay: () => {
      const inputs = kept;
      kept = [];
      let keyCancelled = false;
      for (const input of inputs) {
        if (input.kind === 'key') {
          if (input.target.isConnected && document.activeElement === input.target) {
            // The pressed key is its own init: a keydown bubbles, can be cancelled and is composed.
            keyCancelled = !input.target.dispatchEvent(new KeyboardEvent('keydown', input.event));
          }
        } else if (input.button.isConnected && !(input.byKey && keyCancelled)) {
          input.button.click();
        }
      }
    },
  };
};

/** Runs `onHydrated` once what is rendered before it has hydrated (its effects run in order). */
const AfterHydration = ({ onHydrated }: { onHydrated: () => void }) => {
  useEffect(onHydrated, [onHydrated]);
  return null;
};

/**
 * Equal for a part's display: the same values, arrays and plain objects with equal contents
 * (a parent often rebuilds them on each render). Top-level functions are compared by the caller.
 */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isValidElement(a) || isValidElement(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/** A wrapper without a box of its own (a class, not a style attribute: the site's CSP blocks those). */
const Contents = styled.div`
  display: contents;
`;

/** The server HTML of a part React had to drop before its code came (see Island). */
const ServerHtml = ({ html }: { html: MutableRefObject<string> }) => (html.current ? <Contents dangerouslySetInnerHTML={{ __html: html.current }} /> : null);

/**
 * Fetches the code of every part defined so far (settles when each came or failed): for tests that
 * render pages as a client-side navigation shows them, whole at their first render, whatever parts
 * the pages are made of.
 */
export const preloadDeferredParts = (): Promise<void> => (partLoads ? partLoads.preloadAll() : Promise.resolve());

/** A deferHydration component; `preload()` fetches its code now (settles when it came or failed). */
export type DeferredComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose server HTML is hydrated only when needed, and whose code stays out of the
 * page's first-load JavaScript (`load` is a dynamic `import()`, so the bundler splits it off).
 *
 * - Server: the first render that shows a part loads every part's code, and the part renders into
 *   the page's HTML like any other (the page works without JavaScript). A part whose code fails to
 *   load (tried once more) throws that error: the render goes on without it (React logs the error
 *   and the browser renders the part), it does not wait for code that will not come. That code
 *   (deferred-part-loads.ts) is not in the sites' browser build.
 * - Browser, hydrating the server's page: React leaves the part's server HTML in place (a dehydrated
 *   Suspense boundary) until it comes near the viewport or a visitor approaches it or the control
 *   that opens it (`aria-controls`, e.g. a drawer's menu button); then the code loads and the part
 *   hydrates. Until then its links work as plain links; a button clicked and a key pressed meanwhile
 *   are clicked and pressed again once the part has hydrated. If the download fails the server HTML stays, and the next approach
 *   tries again.
 * - Browser, rendering without server HTML (a client-side navigation): the code loads at once.
 *
 * A dehydrated boundary that receives new props, or sits below a context whose value changes, is
 * rendered anew, and then the code loads at once. For an urgent update React drops the server HTML
 * (and reports a recoverable error, #421): the fallback shows a copy of it captured at hydration
 * until the code is in, so nothing vanishes. A transition (Remix's route discovery after hydration,
 * `/__manifest`, is one) waits until the part has hydrated. To keep such renders rare the part
 * re-renders only when its data changes: arrays and objects are compared by content, and function
 * props are taken as callbacks (the part calls the latest one; a new function alone changes nothing).
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const loader = createLoader(load);
  partLoads?.define(loader.start);
  /** Waits at this place for the visitor to come near, then for the code; after a failure, for the next approach. */
  const codeAt = (gate: Gate) =>
    (gate.ready ??= gate.needed.then(loader.start).then(() => {
      if (!loader.failure()) return;
      gate.ready = undefined;
      arm(gate);
    }));

  const Part = ({ gate, props, onHydrated }: { gate: Gate; props: P; onHydrated: () => void }) => {
    const hydrating = useIsHydrating();
    const Component = loader.component();
    if (Component) {
      return (
        <>
          <Component {...props} />
          <AfterHydration onHydrated={onHydrated} />
        </>
      );
    }
    // On the server: every part's code in order, or the error of this one's download.
    if (partLoads && typeof document === 'undefined') throw partLoads.waitOnServer(gate, loader);
    // Rendered anew (no server HTML, or React gave up hydrating it): needed now. Opening the gate
    // also lets a boundary still dehydrated hydrate, which a transition that reached it waits for.
    // Not after a failed download: that waits for the visitor's next approach.
    if (!hydrating && !loader.failure()) {
      gate.open();
      void loader.start();
    }
    // Without its code the part shows the server's HTML: left in place while hydrating, a copy of it
    // (the fallback) when React renders the part anew.
    throw codeAt(gate);
  };

  const Island = memo(
    ({ gate, props }: { gate: Gate; props: P }) => {
      const wrapperRef = useRef<HTMLDivElement>(null);
      const serverHtml = useRef('');
      const stopWatching = useRef(() => undefined as void);
      const earlyInput = useRef<ReturnType<typeof keepEarlyInput> | null>(null);
      useEffect(() => {
        const wrapper = wrapperRef.current;
        if (!wrapper || loader.component()) return gate.open();
        serverHtml.current = wrapper.innerHTML;
        // The gate is armed anew after a failed download: open the current one.
        stopWatching.current = watchApproach(wrapper, () => gate.open());
        const input = keepEarlyInput(wrapper, () => loader.component() !== undefined);
        earlyInput.current = input;
        return () => {
          stopWatching.current();
          input.stop();
        };
      }, [gate]);
      const onHydrated = useCallback(() => {
        stopWatching.current();
        const input = earlyInput.current;
        earlyInput.current = null;
        input?.stop();
        // Once React has rendered what the part's own effects changed (a form taking what was typed
        // before it hydrated, useAdoptTypedValues): the click then acts on what the part shows.
        if (input) queueMicrotask(input.replay);
      }, []);
      return (
        <Contents ref={wrapperRef}>
          <Suspense fallback={<ServerHtml html={serverHtml} />}>
            <Part gate={gate} props={props} onHydrated={onHydrated} />
          </Suspense>
        </Contents>
      );
    },
    (before, after) => before.gate === after.gate && sameValue(before.props, after.props),
  );

  function Deferred(props: P) {
    const [gate] = useState(createGate);
    const latest = useRef(props);
    latest.current = props;
    const [callbacks] = useState(() => new Map<string, (...args: unknown[]) => unknown>());
    const stableProps = Object.fromEntries(
      Object.entries(props).map(([key, value]) => {
        if (typeof value !== 'function') return [key, value];
        if (!callbacks.has(key)) callbacks.set(key, (...args) => (latest.current as Record<string, (...args: unknown[]) => unknown>)[key]?.(...args));
        return [key, callbacks.get(key)];
      }),
    ) as P;
    return <Island gate={gate} props={stableProps} />;
  }
  // Fetching the code early: a part then renders (and hydrates) at once, like any other.
  Deferred.preload = loader.start;
  return Deferred;
}
