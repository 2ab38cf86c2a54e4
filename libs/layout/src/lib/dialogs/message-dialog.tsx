import { Modal } from '@brokerage/ui';
import { useId, type ReactNode } from 'react';

interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The one-paragraph message; it also describes the dialog to assistive technology. */
  message: string;
  /** The buttons row. */
  actions: ReactNode;
  'data-testid': string;
}

/** A modal with a title, a short message and buttons: the frame's please-login and token-error dialogs. */
export function MessageDialog({ message, actions, ...modal }: MessageDialogProps) {
  const messageId = useId();
  return (
    <Modal {...modal} aria-describedby={messageId} footer={actions}>
      <p id={messageId} style={{ margin: 0 }}>
        {message}
      </p>
    </Modal>
  );
}
