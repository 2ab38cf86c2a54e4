import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { HeaderSearch, PhoneSearch, SUGGEST_DELAY_MS } from './header-search';

/** A fetch whose answers the test releases one by one, recording what was asked and what was aborted. */
const controlledFetch = () => {
  const calls: { url: string; signal: AbortSignal; answer: (titles: string[]) => void }[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal as AbortSignal;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ url, signal, answer: (titles) => resolve({ json: async () => ({ suggestions: titles.map((title, index) => ({ title, path: `help-centre/1/detail/${index + 1}` })) }) } as Response) });
    });
  });
  return { calls, fetchMock };
};

describe('header search suggestions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const render = () => renderWithProviders(<HeaderSearch action="/en/search" suggestAction="/en/search-suggest" href={(path) => `/en/${path}`} />);

  it('asks once typing pauses, cancels what a newer keystroke supersedes, and keeps one request in flight', async () => {
    const { calls, fetchMock } = controlledFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    render();
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    fireEvent.change(field, { target: { value: 'de' } });
    fireEvent.change(field, { target: { value: 'dep' } });
    act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(calls.map((call) => call.url)).toEqual(['/en/search-suggest?q=dep']);

    fireEvent.change(field, { target: { value: 'deposit' } });
    // The keystroke aborts the request in flight at once: never two out for one field.
    expect(calls[0]?.signal.aborted).toBe(true);
    act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
    expect(calls.map((call) => call.url)).toEqual(['/en/search-suggest?q=dep', '/en/search-suggest?q=deposit']);
    expect(calls.filter((call) => !call.signal.aborted)).toHaveLength(1);

    await act(async () => calls[1]?.answer(['How do I deposit funds?', 'Deposit methods']));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['How do I deposit funds?', 'Deposit methods']);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for an empty field and is a plain GET form to the results page', () => {
    const { fetchMock } = controlledFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    render();
    const field = screen.getByRole('combobox', { name: 'Search the site' });
    fireEvent.change(field, { target: { value: '   ' } });
    act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
    const form = screen.getAllByRole('search')[0];
    expect(form).toHaveAttribute('action', '/en/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field).toHaveAttribute('name', 'q');
  });
});

describe('phone search', () => {
  // Shown by a phone media query only, which jsdom does not apply: queries include hidden elements.
  it('opens a field under the bar from the icon, focuses it, posts to the results page and closes on Escape', async () => {
    const { user, container } = renderWithProviders(<PhoneSearch action="/zh-hk/search" suggestAction="/zh-hk/search-suggest" href={(path) => `/zh-hk/${path}`} />, { locale: 'zh-hk' });
    const disclosure = container.querySelector('details') as HTMLDetailsElement;
    const icon = container.querySelector('summary') as HTMLElement;
    expect(icon).toHaveAccessibleName('搜尋');
    expect(disclosure.open).toBe(false);
    await user.click(icon);
    expect(disclosure.open).toBe(true);
    fireEvent(disclosure, new Event('toggle'));
    const field = screen.getByRole('combobox', { name: '搜尋網站', hidden: true });
    expect(field).toHaveFocus();
    expect(field.closest('form')).toHaveAttribute('action', '/zh-hk/search');
    expect(field).toHaveAttribute('name', 'q');
    await user.keyboard('{Escape}');
    expect(disclosure.open).toBe(false);
    expect(icon).toHaveFocus();
  });
});

describe('phone search before hydration', () => {
  it('focuses the field of a disclosure the visitor opened before the script took over', () => {
    // The server's disclosure, opened natively before the search's code came (a deferred part).
    const original = Object.getOwnPropertyDescriptor(HTMLDetailsElement.prototype, 'open');
    Object.defineProperty(HTMLDetailsElement.prototype, 'open', { configurable: true, get: () => true, set: () => undefined });
    try {
      renderWithProviders(<PhoneSearch action="/zh-hk/search" suggestAction="/zh-hk/search-suggest" href={(path) => `/zh-hk/${path}`} />, { locale: 'zh-hk' });
      expect(screen.getByRole('combobox', { name: '搜尋網站', hidden: true })).toHaveFocus();
    } finally {
      if (original) Object.defineProperty(HTMLDetailsElement.prototype, 'open', original);
    }
  });
});

describe('header search before hydration', () => {
  it('asks for suggestions for words typed before the script took over', () => {
    jest.useFakeTimers();
    const { calls, fetchMock } = controlledFetch();
    global.fetch = fetchMock as unknown as typeof fetch;
    // The server's field, typed into before React attached its handlers.
    const typedEarly = HTMLInputElement.prototype;
    const original = Object.getOwnPropertyDescriptor(typedEarly, 'value');
    Object.defineProperty(typedEarly, 'value', { configurable: true, get: () => 'deposit', set: () => undefined });
    try {
      renderWithProviders(<HeaderSearch action="/en/search" suggestAction="/en/search-suggest" href={(path) => `/en/${path}`} />);
      act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
      expect(calls.map((call) => call.url)).toEqual(['/en/search-suggest?q=deposit']);
    } finally {
      if (original) Object.defineProperty(typedEarly, 'value', original);
      jest.useRealTimers();
    }
  });
});

describe('phone search suggestions', () => {
  it('offers the same suggestions as the desktop box, once typing pauses', () => {
    jest.useFakeTimers();
    try {
      const { calls, fetchMock } = controlledFetch();
      global.fetch = fetchMock as unknown as typeof fetch;
      renderWithProviders(<PhoneSearch action="/en/search" suggestAction="/en/search-suggest" href={(path) => `/en/${path}`} />);
      const field = screen.getByRole('combobox', { name: 'Search the site', hidden: true });
      fireEvent.change(field, { target: { value: 'deposit' } });
      act(() => jest.advanceTimersByTime(SUGGEST_DELAY_MS));
      expect(calls.map((call) => call.url)).toEqual(['/en/search-suggest?q=deposit']);
      expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    } finally {
      jest.useRealTimers();
    }
  });
});
