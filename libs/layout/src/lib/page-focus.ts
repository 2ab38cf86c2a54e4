/** The frame's main region (frame.tsx): the skip link's target, and where a page's main heading is. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a focus move waits for the page it is meant for (a navigation runs the page's loaders first). */
export const NAVIGATION_WAIT_MS = 10_000;

/**
 * How long focus put on a page after a navigation is held there: dialogs closing (each handing focus
 * back to the control that opened it) and the page rendering again as its data arrives can take it
 * away in the moments after, depending on which finishes first.
 */
export const FOCUS_SETTLE_MS = 1_000;

/** Focuses `element`, first making it focusable by script when it is not (a heading, a section). */
export const focusElement = (element: HTMLElement, options?: FocusOptions): void => {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
};

const mainRegion = (): HTMLElement | null => document.getElementById(MAIN_CONTENT_ID);

/** The page's main heading: the h1 of the main region, else the region itself. */
const mainHeading = (): HTMLElement | null => mainRegion()?.querySelector<HTMLElement>('h1') ?? mainRegion();

/** Puts focus on the page's main heading: where focus goes when the control that had it is gone. */
export const focusMainHeading = (): void => {
  const heading = mainHeading();
  if (heading) focusElement(heading);
};

const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** Scrolls `element` to the top of the window, below the frame's header where that stays on screen (sticky). */
const scrollBelowHeader = (element: HTMLElement): void => {
  const header = document.querySelector('header');
  const position = header ? getComputedStyle(header).position : '';
  if (header && (position === 'sticky' || position === 'fixed') && !element.style.scrollMarginTop) element.style.scrollMarginTop = `${header.getBoundingClientRect().height}px`;
  element.scrollIntoView({ block: 'start' });
};

/** Ends the hold of the last navigation's focus, when a newer one takes over. */
let releaseHeldFocus = (): void => undefined;

/**
 * After a navigation a script started (a login's), moves focus once the page at `to` shows: to the
 * element its `#fragment` names, scrolled into view (spec 4's scroll-into-view jump), or else to the
 * page's main heading. The URL changes just before the new page renders, so the target is looked
 * for from the second frame the URL is `to`'s on; gives up after NAVIGATION_WAIT_MS. Once there,
 * focus is held for FOCUS_SETTLE_MS against the page settling, until the visitor does something.
 */
export const focusWhenShown = (to: string, { scrollToFragment = false, timeoutMs = NAVIGATION_WAIT_MS } = {}): void => {
  releaseHeldFocus();
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  const fragment = scrollToFragment && hashAt !== -1 ? decodeURIComponent(to.slice(hashAt + 1)) : '';
  const deadline = Date.now() + timeoutMs;
  const targetOf = () => (fragment ? document.getElementById(fragment) : mainHeading());
  const place = (target: HTMLElement) => {
    if (fragment) scrollBelowHeader(target);
    focusElement(target, { preventScroll: Boolean(fragment) });
  };
  // For FOCUS_SETTLE_MS, focus taken away by anything but the visitor is put back on the target.
  const hold = () => {
    const until = Date.now() + FOCUS_SETTLE_MS;
    let visitorActed = false;
    const acted = () => {
      visitorActed = true;
    };
    const listenerOptions = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', acted, listenerOptions);
    window.addEventListener('keydown', acted, listenerOptions);
    releaseHeldFocus = acted;
    const check = () => {
      if (visitorActed || Date.now() >= until) {
        window.removeEventListener('pointerdown', acted, true);
        window.removeEventListener('keydown', acted, true);
        return;
      }
      const target = targetOf();
      if (target && document.activeElement !== target) place(target);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  let framesAtTarget = 0;
  const attempt = () => {
    framesAtTarget = currentPath() === path ? framesAtTarget + 1 : 0;
    const target = framesAtTarget >= 2 ? targetOf() : null;
    if (target) {
      place(target);
      hold();
    } else if (Date.now() < deadline) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
};
