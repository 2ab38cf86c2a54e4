import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferHydration } from './deferred-hydration';

interface CounterProps {
  label: string;
  onCount?: (count: number) => void;
}

/** Counts clicks, and Down or Enter pressed on its button (Enter counted by the key alone: it cancels the click). */
function Counter({ label, onCount }: CounterProps) {
  const [count, setCount] = useState(0);
  const countOne = () => {
    setCount(count + 1);
    onCount?.(count + 1);
  };
  return (
    <section>
      <button
        type="button"
        onClick={countOne}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
          event.preventDefault();
          countOne();
        }}
      >
        {label}: {count}
      </button>
    </section>
  );
}

/** A part whose download the test finishes by hand. */
const controlledPart = () => {
  let finish = () => undefined as void;
  const load = jest.fn(
    () =>
      new Promise<typeof Counter>((resolve) => {
        finish = () => resolve(Counter);
      }),
  );
  return { Part: deferHydration(load), load, finish: () => act(async () => finish()) };
};

/** The server's HTML of `<Counter>` as a deferred part (same markup, same wrapper class). */
const serverHtml = async (label: string) => {
  const Loaded = deferHydration(async () => Counter);
  // The browser build has no code at hand before a first render; let it load once.
  const { unmount } = render(<Loaded label={label} />);
  await screen.findByRole('button');
  unmount();
  return renderToString(<Loaded label={label} />);
};

/** IntersectionObserver as the test drives it: `scrollNear()` reports every observed element near the viewport. */
const fakeIntersectionObserver = () => {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {
      observed.length = 0;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    observed,
    scrollNear: () =>
      act(async () => {
        [...observed].forEach(({ element, callback }) => callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      }),
  };
};

const roots: ReturnType<typeof hydrateRoot>[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const hydrateInto = (container: Element, element: JSX.Element, options?: Parameters<typeof hydrateRoot>[2]) => {
  const root = hydrateRoot(container, element, options);
  roots.push(root);
  return root;
};

const hydrate = async (html: string, element: JSX.Element) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    hydrateInto(container, element);
  });
  return container;
};

describe('deferHydration', () => {
  it('renders the part into the server HTML in full, with no fallback', async () => {
    const html = await serverHtml('Open');
    expect(html).toContain('<section><button type="button">Open<!-- -->: <!-- -->0</button></section>');
    // A completed Suspense boundary, not a client-rendered (`$!`) or pending (`$?`) one.
    expect(html).toContain('<!--$-->');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
  });

  it('keeps the server HTML and fetches no code until the part comes near the viewport, then hydrates it', async () => {
    const viewport = fakeIntersectionObserver();
    const html = await serverHtml('Count');
    const { Part, load, finish } = controlledPart();
    const container = await hydrate(html, <Part label="Count" />);

    const button = screen.getByRole('button', { name: 'Count: 0' });
    expect(load).not.toHaveBeenCalled();
    expect(viewport.observed.map(({ element }) => element.tagName)).toEqual(['SECTION']);

    await viewport.scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    await finish();

    // Hydrated in place: the same button, now working.
    fireEvent.click(button);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Count: 1');
  });

  it('clicks a button clicked before the code came once the part has hydrated, once', async () => {
    fakeIntersectionObserver();
    const counted: number[] = [];
    const { Part, finish } = controlledPart();
    await hydrate(await serverHtml('Early'), <Part label="Early" onCount={(count) => counted.push(count)} />);

    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent('Early: 0');
    await finish();
    expect(button).toHaveTextContent('Early: 1');
    // Later clicks go to the hydrated part alone: none is repeated.
    fireEvent.click(button);
    expect(counted).toEqual([1, 2]);
  });

  it('presses a key pressed before the code came on the same element once the part has hydrated, once', async () => {
    fakeIntersectionObserver();
    const counted: number[] = [];
    const { Part, load, finish } = controlledPart();
    await hydrate(await serverHtml('Keys'), <Part label="Keys" onCount={(count) => counted.push(count)} />);

    const button = screen.getByRole('button');
    // A keyboard user focuses the part (which fetches its code) and presses Down at once.
    await act(async () => button.focus());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    });
    expect(button).toHaveTextContent('Keys: 0');
    await finish();
    expect(button).toHaveTextContent('Keys: 1');
    // Later keys go to the hydrated part alone: none is repeated.
    fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(counted).toEqual([1, 2]);
  });

  it('makes the click of an Enter pressed before the code came again only if the part does not cancel the key', async () => {
    fakeIntersectionObserver();
    const counted: number[] = [];
    const { Part, finish } = controlledPart();
    await hydrate(await serverHtml('Enter'), <Part label="Enter" onCount={(count) => counted.push(count)} />);

    const button = screen.getByRole('button');
    await act(async () => button.focus());
    // Enter on a button: the key, then the click the browser makes of it (detail 0: no pointer).
    await act(async () => {
      fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
      fireEvent.click(button, { detail: 0 });
    });
    await finish();
    // The part counts Enter and cancels it, as it would have cancelled the click: counted once.
    expect(counted).toEqual([1]);
  });

  it('does not press a key again once the focus has left where it was pressed', async () => {
    fakeIntersectionObserver();
    const { Part, finish } = controlledPart();
    const container = await hydrate(await serverHtml('Left'), <Part label="Left" />);
    const elsewhere = document.createElement('button');
    container.after(elsewhere);

    const button = screen.getByRole('button', { name: 'Left: 0' });
    await act(async () => button.focus());
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    });
    await act(async () => elsewhere.focus());
    await finish();
    expect(button).toHaveTextContent('Left: 0');
  });

  it('loads when a visitor focuses the part before it is near the viewport', async () => {
    fakeIntersectionObserver();
    const { Part, load, finish } = controlledPart();
    await hydrate(await serverHtml('Focus me'), <Part label="Focus me" />);

    await act(async () => fireEvent.focusIn(screen.getByRole('button')));
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Focus me: 1');
  });

  it('loads a hidden part when a visitor points at the control that opens it', async () => {
    fakeIntersectionObserver();
    const Drawer = ({ open }: { open: boolean }) => (
      <div id="drawer" hidden={!open}>
        Drawer
      </div>
    );
    const Loaded = deferHydration(async () => Drawer);
    const { unmount } = render(<Loaded open={false} />);
    await screen.findByText('Drawer');
    unmount();
    const html = `<button aria-controls="drawer">Menu</button><div>${renderToString(<Loaded open={false} />)}</div>`;

    const load = jest.fn(async () => Drawer);
    const Part = deferHydration(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateInto(container.lastElementChild as Element, <Part open={false} />);
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerOver(screen.getByRole('button', { name: 'Menu' })));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not re-render a waiting part for a new callback, and calls the latest one once hydrated', async () => {
    const viewport = fakeIntersectionObserver();
    const html = await serverHtml('Tap');
    const { Part, load, finish } = controlledPart();
    const first = jest.fn();
    const latest = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateInto(container, <Part label="Tap" onCount={first} />);
    });
    const button = screen.getByRole('button');

    // A new prop would make React drop the server HTML of a part still waiting for its code.
    await act(async () => root?.render(<Part label="Tap" onCount={latest} />));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await viewport.scrollNear();
    await finish();
    fireEvent.click(button);
    expect(latest).toHaveBeenCalledWith(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('shows the server HTML until the code comes when new data arrives before hydration', async () => {
    fakeIntersectionObserver();
    const html = await serverHtml('Before');
    const { Part, load, finish } = controlledPart();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // React reports the dropped server HTML as a recoverable error (the browser logs it).
    const onRecoverableError = jest.fn();
    await act(async () => {
      root = hydrateInto(container, <Part label="Before" />, { onRecoverableError });
    });

    await act(async () => root?.render(<Part label="After" />));
    // React rendered the part anew: its code is fetched at once, the old HTML stays meanwhile.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Before: 0');
    await finish();
    expect(screen.getByRole('button')).toHaveTextContent('After: 0');
    expect(onRecoverableError).toHaveBeenCalledTimes(1);
  });

  it('keeps the server HTML when the download fails', async () => {
    const viewport = fakeIntersectionObserver();
    const html = await serverHtml('Offline');
    const load = jest.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const Part = deferHydration<CounterProps>(load);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateInto(container, <Part label="Offline" />, { onRecoverableError: () => undefined });
    });
    await viewport.scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Offline: 0');

    // Rendered anew (new data), the part shows a copy of its server HTML instead of waiting forever.
    await act(async () => root?.render(<Part label="Changed" />));
    expect(screen.getByRole('button')).toHaveTextContent('Offline: 0');
  });

  it('tries the download again when the visitor comes near the part again after it failed', async () => {
    const viewport = fakeIntersectionObserver();
    const html = await serverHtml('Back online');
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(Counter) : Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    const Part = deferHydration<CounterProps>(load);
    const container = await hydrate(html, <Part label="Back online" />);
    const button = screen.getByRole('button', { name: 'Back online: 0' });

    await viewport.scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Back online: 0');

    online = true;
    await viewport.scrollNear();
    expect(load).toHaveBeenCalledTimes(2);
    // Hydrated in place at last: the same button, with the click made while offline, now working.
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Back online: 1');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Back online: 2');
  });

  it('loads the code at once when there is no server HTML (a client-side navigation)', async () => {
    fakeIntersectionObserver();
    const { Part, load, finish } = controlledPart();
    render(<Part label="New page" />);
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    expect(screen.getByRole('button')).toHaveTextContent('New page: 0');
  });
});
