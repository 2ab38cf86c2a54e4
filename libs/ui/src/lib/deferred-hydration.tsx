import { isValidElement, memo, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type MutableRefObject } from 'react';
import styled from 'styled-components';

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
  /** The download failed (offline): the part keeps its server HTML, whose links still work. */
  failed: () => boolean;
  /** Starts the download (once); settles when it succeeded or failed. */
  start: () => Promise<unknown>;
}

const createLoader = <P,>(load: () => Promise<ComponentType<P>>): Loader<P> => {
  let component: ComponentType<P> | undefined;
  let failed = false;
  let loading: Promise<unknown> | undefined;
  return {
    component: () => component,
    failed: () => failed,
    start: () =>
      (loading ??= load().then(
        (loaded) => {
          component = loaded;
        },
        () => {
          failed = true;
        },
      )),
  };
};

/** One rendered place of a part: resolves when the visitor comes near it. */
interface Gate {
  needed: Promise<void>;
  open: () => void;
  ready?: Promise<unknown>;
}

const createGate = (): Gate => {
  let open = () => undefined as void;
  const needed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { needed, open };
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
 * Calls `onApproach` once the part in `wrapper` comes within half a screen of the viewport, or a
 * visitor points at, touches or focuses it or a control that opens it. Returns the clean-up.
 */
const watchApproach = (wrapper: HTMLElement, onApproach: () => void): (() => void) => {
  // The wrapper has no box (display: contents): its first element is what shows on screen.
  const target = wrapper.firstElementChild;
  if (!target || typeof IntersectionObserver !== 'function') {
    onApproach();
    return () => undefined;
  }
  const watched = [wrapper, ...openersOf(wrapper)];
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && approached(), { rootMargin: NEAR_VIEWPORT_MARGIN });
  // On the window, capturing: React stops these events at its root while the part is dehydrated.
  const onEvent = (event: Event) => watched.some((element) => element.contains(event.target as Node)) && approached();
  const stop = () => {
    observer.disconnect();
    APPROACH_EVENTS.forEach((type) => window.removeEventListener(type, onEvent, true));
  };
  function approached() {
    stop();
    onApproach();
  }
  observer.observe(target);
  APPROACH_EVENTS.forEach((type) => window.addEventListener(type, onEvent, { capture: true, passive: true }));
  return stop;
};

/**
 * Keeps the last button of the part in `wrapper` clicked before its code came. React drops such a
 * click (it cannot hydrate the part to dispatch it, and does not replay it), so the part clicks that
 * button again once it has hydrated. Once the code is in React hydrates on the click itself: then
 * nothing is kept. Returns the clean-up.
 */
const keepEarlyClicks = (wrapper: HTMLElement, codeIsIn: () => boolean, kept: MutableRefObject<HTMLElement | null>): (() => void) => {
  // On the window, capturing: before React's own listener, which stops the click it drops.
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && wrapper.contains(button) && !codeIsIn()) kept.current = button;
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
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
 * On the server, parts' code loads one part after another, in the order the parts are defined:
 * styled-components names a component by the order components are created, and parallel imports
 * finish in any order, so two server processes named the same component differently (the same
 * page with other class names, hence another ETag behind a load balancer).
 */
let serverLoads: Promise<unknown> = Promise.resolve();

/** A deferHydration component; `preload()` fetches its code now (settles when it came or failed). */
export type DeferredComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose server HTML is hydrated only when needed, and whose code stays out of the
 * page's first-load JavaScript (`load` is a dynamic `import()`, so the bundler splits it off).
 *
 * - Server: the code loads when the module is imported, before any request is rendered, and the
 *   part renders into the page's HTML like any other (the page works without JavaScript).
 * - Browser, hydrating the server's page: React leaves the part's server HTML in place (a dehydrated
 *   Suspense boundary) until it comes near the viewport or a visitor approaches it or the control
 *   that opens it (`aria-controls`, e.g. a drawer's menu button); then the code loads and the part
 *   hydrates. Until then its links work as plain links; a button clicked meanwhile is clicked again
 *   once the part has hydrated.
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
  // Every server render then has the code at hand: the part's HTML is complete, never a fallback.
  if (typeof document === 'undefined') serverLoads = serverLoads.then(loader.start);

  const Part = ({ gate, props, serverHtml, onHydrated }: { gate: Gate; props: P; serverHtml: MutableRefObject<string>; onHydrated: () => void }) => {
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
    // Without its code the part shows the server's HTML: left in place while hydrating, a copy of it
    // when React renders the part anew. A render must not wait forever for a download that failed.
    if (loader.failed()) {
      if (hydrating) throw new Promise<never>(() => undefined);
      return <ServerHtml html={serverHtml} />;
    }
    if (typeof document === 'undefined') throw loader.start();
    // Rendered anew (no server HTML, or React gave up hydrating it): needed now. Opening the gate
    // also lets a boundary still dehydrated hydrate, which a transition that reached it waits for.
    if (!hydrating) {
      gate.open();
      void loader.start();
    }
    throw (gate.ready ??= gate.needed.then(loader.start));
  };

  const Island = memo(
    ({ gate, props }: { gate: Gate; props: P }) => {
      const wrapperRef = useRef<HTMLDivElement>(null);
      const serverHtml = useRef('');
      const earlyClick = useRef<HTMLElement | null>(null);
      const stopKeepingClicks = useRef(() => undefined as void);
      useEffect(() => {
        const wrapper = wrapperRef.current;
        if (!wrapper || loader.component()) return gate.open();
        serverHtml.current = wrapper.innerHTML;
        const stopWatching = watchApproach(wrapper, gate.open);
        stopKeepingClicks.current = keepEarlyClicks(wrapper, () => loader.component() !== undefined, earlyClick);
        return () => {
          stopWatching();
          stopKeepingClicks.current();
        };
      }, [gate]);
      const onHydrated = useCallback(() => {
        stopKeepingClicks.current();
        const button = earlyClick.current;
        earlyClick.current = null;
        if (button?.isConnected) button.click();
      }, []);
      return (
        <Contents ref={wrapperRef}>
          <Suspense fallback={<ServerHtml html={serverHtml} />}>
            <Part gate={gate} props={props} serverHtml={serverHtml} onHydrated={onHydrated} />
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
