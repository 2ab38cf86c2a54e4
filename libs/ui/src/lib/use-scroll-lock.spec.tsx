import { render } from '@testing-library/react';
import { useScrollLock } from './use-scroll-lock';

function Lock({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('useScrollLock', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('keeps the page locked until the last of several locks is released', () => {
    document.body.style.overflow = 'auto';
    const first = render(<Lock active />);
    const second = render(<Lock active />);
    expect(document.body.style.overflow).toBe('hidden');
    first.rerender(<Lock active={false} />);
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('auto');
    first.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});
