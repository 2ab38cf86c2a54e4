import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ErrorTip } from './error-tip';
import { Toast, ToastProvider, useToast } from './toast';

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'Error'],
    ['zh-hk', '錯誤'],
    ['zh-cn', '错误'],
  ] as const)('says "%s" default text %s when it has no message', (locale, text) => {
    renderWithProviders(<Toast onClose={jest.fn()} />, { locale });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('treats an empty message as missing', () => {
    renderWithProviders(<Toast message="" onClose={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
  });

  it('shows its message, politely for non-errors', () => {
    renderWithProviders(<Toast message="Copied to clipboard" tone="success" onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
  });

  it('dismisses itself after 3 seconds by default', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    renderWithProviders(<Toast onClose={onClose} />);
    act(() => jest.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when duration is 0', async () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Toast duration={0} onClose={onClose} />, { advanceTimers: jest.advanceTimersByTime });
    act(() => jest.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is shown and removed through useToast', () => {
    jest.useFakeTimers();
    function Trigger() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show({ message: 'request failed!' })}>
          Send code
        </button>
      );
    }
    renderWithProviders(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Send code' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('request failed!');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses to work outside a ToastProvider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>');
    jest.mocked(console.error).mockRestore();
  });
});

describe('ErrorTip', () => {
  it.each([
    ['en', 'error!'],
    ['zh-hk', '出錯了！'],
    ['zh-cn', '出错了！'],
  ] as const)('defaults to the %s text %s', (locale, text) => {
    renderWithProviders(<ErrorTip />, { locale });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows the given message and can be referenced by id', () => {
    renderWithProviders(<ErrorTip id="phone-error" message="Please enter an 8-digit Hong Kong number" />);
    const tip = screen.getByRole('alert');
    expect(tip).toHaveTextContent('Please enter an 8-digit Hong Kong number');
    expect(tip).toHaveAttribute('id', 'phone-error');
  });
});
