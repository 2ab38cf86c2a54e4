import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSendsHeldUntilHydrated } from './held-sends';

/** A page with a held form (the part's) and another one, recording each submit that reached the page and whether it was held. */
function Page({ load, onReady }: { load: () => Promise<unknown>; onReady: (hydrated: () => void) => void }) {
  const hydrated = useSendsHeldUntilHydrated((form) => form.name === 'part', load);
  onReady(hydrated);
  return (
    <>
      <form name="part" aria-label="part">
        <button type="submit">Send</button>
      </form>
      <form name="other" aria-label="other">
        <button type="submit">Other</button>
      </form>
    </>
  );
}

describe('sends held until a deferred part hydrates', () => {
  let sent: { form: string; held: boolean }[];
  const record = (event: Event) => {
    sent.push({ form: (event.target as HTMLFormElement).name, held: event.defaultPrevented });
    // jsdom cannot navigate: what would have gone as an HTML form stops here.
    event.preventDefault();
  };
  beforeEach(() => {
    sent = [];
    window.addEventListener('submit', record);
  });
  afterEach(() => window.removeEventListener('submit', record));

  it("holds the part's send while its code is on its way, and leaves other forms alone", () => {
    let hydrated: () => void = () => undefined;
    render(<Page load={() => new Promise(() => undefined)} onReady={(done) => (hydrated = done)} />);
    fireEvent.submit(screen.getByRole('form', { name: 'part' }));
    fireEvent.submit(screen.getByRole('form', { name: 'other' }));
    expect(sent).toEqual([
      { form: 'part', held: true },
      { form: 'other', held: false },
    ]);
    // Once the part has hydrated, its own handler decides: nothing is held any more.
    act(() => hydrated());
    fireEvent.submit(screen.getByRole('form', { name: 'part' }));
    expect(sent.at(-1)).toEqual({ form: 'part', held: false });
  });

  it('sends the form as it was when the code never comes (offline), with the button that sent it', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<Page load={load} onReady={() => undefined} />);
    const form = screen.getByRole('form', { name: 'part' });
    const requestSubmit = jest.spyOn(form as HTMLFormElement, 'requestSubmit');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ form: 'part', held: true }]);
    await act(async () => fail(new Error('offline')));
    expect(requestSubmit).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([
      { form: 'part', held: true },
      { form: 'part', held: false },
    ]);
  });
});
