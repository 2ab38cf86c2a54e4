import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ProgressBar as LazyProgressBar } from './progress-bar';
// The bar's behaviour, on the component the page loads at its first navigation.
import { ProgressTrack as ProgressBar } from './progress-track';

const bar = () => screen.queryByRole('progressbar');
const valueOf = () => Number(bar()?.getAttribute('aria-valuenow'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing while idle', () => {
    renderWithProviders(<ProgressBar active={false} />);
    expect(bar()).not.toBeInTheDocument();
  });

  it('is a 2 px bar that grows evenly over the default 3000 ms', () => {
    renderWithProviders(<ProgressBar active />);
    expect(bar()).toHaveStyle({ height: '2px' });
    expect(bar()).toHaveAccessibleName('Loading page');
    expect(valueOf()).toBe(0);
    advance(1500);
    expect(valueOf()).toBe(50);
    advance(1300);
    expect(valueOf()).toBe(93);
  });

  it('finishes by itself above 95 percent, then disappears', () => {
    renderWithProviders(<ProgressBar active />);
    advance(2800);
    expect(valueOf()).toBe(93);
    // The next step would pass 95 percent: the bar fills instead of creeping on.
    advance(100);
    expect(valueOf()).toBe(100);
    advance(300);
    expect(bar()).not.toBeInTheDocument();
  });

  it('completes and disappears when loading ends early', () => {
    const { rerender } = renderWithProviders(<ProgressBar active />);
    advance(600);
    expect(valueOf()).toBe(20);
    rerender(<ProgressBar active={false} />);
    expect(valueOf()).toBe(100);
    advance(299);
    expect(bar()).toBeInTheDocument();
    advance(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('follows a custom duration', () => {
    renderWithProviders(<ProgressBar active duration={1000} />);
    advance(500);
    expect(valueOf()).toBe(50);
  });

  it('starts over when a new load begins while finishing', () => {
    const { rerender } = renderWithProviders(<ProgressBar active />);
    advance(900);
    rerender(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    expect(valueOf()).toBe(0);
    advance(300);
    expect(valueOf()).toBe(10);
  });
});

describe('ProgressBar before the first navigation', () => {
  it('renders nothing while idle, then shows the bar once loading starts', async () => {
    const { rerender } = renderWithProviders(<LazyProgressBar active={false} />);
    expect(bar()).not.toBeInTheDocument();
    rerender(<LazyProgressBar active />);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });
});
