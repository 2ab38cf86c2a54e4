import { beaconSink, setAnalyticsSink, track, trackLinkClicks, type AnalyticsEvent } from './tracker';

const setDoNotTrack = (value: string | null) => Object.defineProperty(navigator, 'doNotTrack', { value, configurable: true });

describe('track', () => {
  afterEach(() => setAnalyticsSink(null));

  it('hands events to the sink with the path (never the query) and their order', () => {
    window.history.pushState({}, '', '/en/sta-regform?ICode=ABC123&rgdim_source=ad');
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    track('register_started');
    track('code_sent');
    expect(events.map(({ name, path }) => [name, path])).toEqual([
      ['register_started', '/en/sta-regform'],
      ['code_sent', '/en/sta-regform'],
    ]);
    expect(events[1].seq).toBe(events[0].seq + 1);
    expect(JSON.stringify(events)).not.toMatch(/ABC123|rgdim/);
  });

  it('records an event noted earlier with the page and time it was noted at, not where the tab is now', () => {
    window.history.pushState({}, '', '/en/charges');
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    track('page_view', { path: '/en', at: 1_764_000_000_000 });
    expect(events.map(({ name, path, at }) => [name, path, at])).toEqual([['page_view', '/en', 1_764_000_000_000]]);
  });

  it('does nothing until a sink is set', () => {
    expect(() => track('page_view')).not.toThrow();
  });

  it('reports clicks on links to the watched addresses, also on what is inside them', () => {
    document.body.innerHTML = '<a href="/en/account-guide"><span>Open an account</span></a><a href="/en/charges">Fees</a><button>plain</button>';
    const names: string[] = [];
    setAnalyticsSink((event) => names.push(event.name));
    const stop = trackLinkClicks({ '/en/account-guide': 'open_account_clicked' });
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('a[href="/en/charges"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    stop();
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(names).toEqual(['open_account_clicked']);
  });
});

describe('beaconSink', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    setDoNotTrack(null);
  });
  afterEach(() => jest.useRealTimers());

  it('sends the events of a moment together, in order, as JSON to the site', () => {
    const sink = beaconSink('/en/analytics');
    sink?.({ name: 'page_view', path: '/en', at: 1, seq: 1 });
    sink?.({ name: 'open_account_clicked', path: '/en', at: 2, seq: 2 });
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/en/analytics');
    expect(JSON.parse(String(init.body)).events.map((event: AnalyticsEvent) => event.name)).toEqual(['page_view', 'open_account_clicked']);
  });

  it('sends what is queued by beacon when the page is hidden', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const sink = beaconSink('/en/analytics');
    sink?.({ name: 'registered', path: '/en/sta-regform', at: 1, seq: 1 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledWith('/en/analytics', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('honours Do Not Track: no sink, nothing sent', () => {
    setDoNotTrack('1');
    expect(beaconSink('/en/analytics')).toBeNull();
  });
});
