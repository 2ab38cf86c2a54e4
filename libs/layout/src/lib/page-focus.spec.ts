import { FOCUS_SETTLE_MS, focusMainHeading, focusWhenShown, MAIN_CONTENT_ID, NAVIGATION_WAIT_MS } from './page-focus';

/** A page as the frame renders it: its main region with the page's heading and content. */
const showPage = (html: string) => {
  document.body.innerHTML = `<header><button type="button">Log in / Register</button></header><main id="${MAIN_CONTENT_ID}" tabindex="-1">${html}</main>`;
};
const frames = (count = 1) => jest.advanceTimersByTime(count * 16);

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/en/404');
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('focus after a navigation a login started', () => {
  it("waits for the new page and puts focus on its main heading, not on the old page's", () => {
    showPage('<h1>Page not found</h1>');
    focusWhenShown('/en/sta-login');
    frames(3);
    expect(document.activeElement).toBe(document.body);

    // The router changes the URL first; the new page renders right after.
    window.history.pushState(null, '', '/en/sta-login');
    frames();
    expect(document.activeElement).toBe(document.body);
    showPage('<h1>Personal Centre</h1>');
    frames();
    const heading = document.querySelector('h1');
    expect(heading).toHaveTextContent('Personal Centre');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('scrolls the element the fragment names into view and focuses it, once the page shows it', () => {
    window.history.replaceState(null, '', '/en/apply-api/personal');
    showPage('<h1>Open API application</h1><p>Please log in first.</p>');
    focusWhenShown('/en/apply-api/personal#application', { scrollToFragment: true });
    frames(2);
    expect(document.activeElement).toBe(document.body);

    // The same page, now with the form the login opened.
    showPage('<h1>Open API application</h1><section id="application"><input aria-label="Name"></section>');
    frames(2);
    const form = document.getElementById('application') as HTMLElement;
    expect(form.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(form).toHaveFocus();
  });

  it('holds focus on the form while the page settles (a closing dialog hands focus back to its opener), until the visitor acts', () => {
    window.history.replaceState(null, '', '/en/apply-api/personal');
    showPage('<h1>Open API application</h1><section id="application"><input aria-label="Name"></section>');
    focusWhenShown('/en/apply-api/personal#application', { scrollToFragment: true });
    frames(2);
    const form = document.getElementById('application') as HTMLElement;
    expect(form).toHaveFocus();
    // The dialog the login came from closes and focuses the button that had opened it.
    (document.querySelector('header button') as HTMLElement).focus();
    frames(1);
    expect(form).toHaveFocus();
    // The page renders again with its data: a new form element.
    showPage('<h1>Open API application</h1><section id="application"><input aria-label="Name"></section>');
    frames(1);
    expect(document.getElementById('application')).toHaveFocus();
    // The visitor moves on: focus is theirs.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    (document.querySelector('input') as HTMLElement).focus();
    frames(2);
    expect(document.querySelector('input')).toHaveFocus();
  });

  it(`lets focus go after ${FOCUS_SETTLE_MS} ms`, () => {
    window.history.replaceState(null, '', '/en/events');
    showPage('<h1>Events</h1>');
    focusWhenShown('/en/events');
    frames(2);
    jest.advanceTimersByTime(FOCUS_SETTLE_MS + 50);
    (document.querySelector('header button') as HTMLElement).focus();
    frames(2);
    expect(document.querySelector('header button')).toHaveFocus();
  });

  it('keeps the scrolled-to element clear of a header that stays on screen', () => {
    window.history.replaceState(null, '', '/en/apply-api/personal');
    showPage('<h1>Open API application</h1><section id="application"></section>');
    const header = document.querySelector('header') as HTMLElement;
    header.style.position = 'sticky';
    header.getBoundingClientRect = () => ({ height: 104 }) as DOMRect;
    focusWhenShown('/en/apply-api/personal#application', { scrollToFragment: true });
    frames(2);
    expect(document.getElementById('application')).toHaveStyle({ scrollMarginTop: '104px' });
  });

  it('goes to the heading when the jump does not ask to scroll, and leaves focusable targets in the Tab order', () => {
    window.history.replaceState(null, '', '/en/events');
    showPage('<h1>Events</h1><input id="sign-up" aria-label="Name">');
    focusWhenShown('/en/events#sign-up');
    frames(2);
    expect(document.querySelector('h1')).toHaveFocus();

    focusWhenShown('/en/events#sign-up', { scrollToFragment: true });
    frames(2);
    expect(document.getElementById('sign-up')).toHaveFocus();
    expect(document.getElementById('sign-up')).not.toHaveAttribute('tabindex');
  });

  it(`gives up after ${NAVIGATION_WAIT_MS} ms when the page never comes`, () => {
    showPage('<h1>Page not found</h1>');
    focusWhenShown('/en/sta-login');
    jest.advanceTimersByTime(NAVIGATION_WAIT_MS + 100);
    window.history.pushState(null, '', '/en/sta-login');
    showPage('<h1>Personal Centre</h1>');
    frames(3);
    expect(document.activeElement).toBe(document.body);
  });
});

it("focusMainHeading puts focus on the page's heading, else on the main region", () => {
  showPage('<h1>Fees</h1>');
  focusMainHeading();
  expect(document.querySelector('h1')).toHaveFocus();
  showPage('<p>No heading</p>');
  focusMainHeading();
  expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
});
