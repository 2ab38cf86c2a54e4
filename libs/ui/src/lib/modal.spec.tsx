import { act, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../test-utils';
import { LightDialog } from './light-dialog';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps> & { onCloseSpy?: () => void }) {
  const { onCloseSpy, ...modalProps } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button">Elsewhere</button>
      <Modal
        title="Confirm transfer"
        {...modalProps}
        open={open}
        onClose={() => {
          onCloseSpy?.();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Confirm</button>
          </>
        }
      >
        <label>
          Amount <input />
        </label>
      </Modal>
    </>
  );
}

const overlayOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('Modal', () => {
  it('is a labelled modal dialog, 484 px wide by default', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm transfer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ width: '484px' });
  });

  it('takes a custom width', async () => {
    const { user } = renderWithProviders(<Harness width={600} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '600px' });
  });

  it('ignores Escape and overlay clicks unless configured', async () => {
    const onCloseSpy = jest.fn();
    const { user } = renderWithProviders(<Harness onCloseSpy={onCloseSpy} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(overlayOf(dialog));
    expect(onCloseSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and on an overlay click when configured, but not on clicks inside', async () => {
    const { user } = renderWithProviders(<Harness closeOnEscape closeOnOverlayClick />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByLabelText('Amount'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(overlayOf(screen.getByRole('dialog')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button, labelled in the current language', async () => {
    const { user } = renderWithProviders(<Harness />, { locale: 'zh-hk' });
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus inside while open and returns it to the opener on close', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByLabelText('Amount')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    // Focus moved outside by a script is pulled back in.
    act(() => screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(close);
    expect(opener).toHaveFocus();
  });

  it('focuses the requested element first', () => {
    function WithInitialFocus() {
      const queryRef = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={jest.fn()} title="Search" initialFocusRef={queryRef}>
          <button type="button">Filters</button>
          <input aria-label="Query" ref={queryRef} />
        </Modal>
      );
    }
    renderWithProviders(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('locks page scroll while open and restores the previous overflow', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('uses aria-label when there is no visible title', () => {
    renderWithProviders(
      <Modal open onClose={jest.fn()} aria-label="Announcement" showCloseButton={false}>
        <p>Markets close early on Christmas Eve.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('lets Escape in a nested dialog reach only that dialog', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    const { user } = renderWithProviders(
      <Modal open onClose={outerClose} title="Outer" closeOnEscape>
        <Modal open onClose={innerClose} title="Inner">
          <button type="button">Inner action</button>
        </Modal>
      </Modal>,
    );
    screen.getByRole('button', { name: 'Inner action' }).focus();
    await user.keyboard('{Escape}');
    expect(innerClose).not.toHaveBeenCalled();
    expect(outerClose).not.toHaveBeenCalled();
  });
});

describe('LightDialog', () => {
  it('closes on an overlay click by default', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <LightDialog open onClose={onClose} aria-label="Tip">
        <p>Tap anywhere to dismiss.</p>
      </LightDialog>,
    );
    await user.click(screen.getByText('Tap anywhere to dismiss.'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(overlayOf(screen.getByRole('dialog', { name: 'Tip' })));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can keep itself open on overlay clicks', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <LightDialog open onClose={onClose} aria-label="Tip" closeOnOverlayClick={false}>
        <p>Stay.</p>
      </LightDialog>,
    );
    await user.click(overlayOf(screen.getByRole('dialog')));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape by default', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <LightDialog open onClose={onClose} title="Tip">
        <button type="button">Got it</button>
      </LightDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
