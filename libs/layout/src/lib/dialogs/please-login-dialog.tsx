import { Button, Modal } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { dialogMessages } from '../messages';

export interface PleaseLoginDialogProps {
  open: boolean;
  /** Closing returns the visitor to the home page (spec 2); the caller navigates. */
  onClose: () => void;
  onLoginClick: () => void;
}

/** 'Please log in first': shown to visitors on a page that needs a login. */
export function PleaseLoginDialog({ open, onClose, onLoginClick }: PleaseLoginDialogProps) {
  const { i18n } = useLingui();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._(dialogMessages.pleaseLoginTitle)}
      aria-describedby={bodyId}
      data-testid="please-login-dialog"
      footer={<Button onClick={onLoginClick}>{i18n._(dialogMessages.pleaseLoginButton)}</Button>}
    >
      <p id={bodyId} style={{ margin: 0 }}>
        {i18n._(dialogMessages.pleaseLoginBody)}
      </p>
    </Modal>
  );
}
