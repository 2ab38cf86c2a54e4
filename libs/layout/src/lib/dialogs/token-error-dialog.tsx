import { Button, Modal } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { dialogMessages } from '../messages';

export interface TokenErrorDialogProps {
  open: boolean;
  onClose: () => void;
  onLoginClick: () => void;
}

/** Shown when a call answers 300101 (token invalid or expired): the visitor can log in again. */
export function TokenErrorDialog({ open, onClose, onLoginClick }: TokenErrorDialogProps) {
  const { i18n } = useLingui();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._(dialogMessages.tokenErrorTitle)}
      aria-describedby={bodyId}
      data-testid="token-error-dialog"
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {i18n._(dialogMessages.tokenErrorLater)}
          </Button>
          <Button onClick={onLoginClick}>{i18n._(dialogMessages.tokenErrorLogin)}</Button>
        </>
      }
    >
      <p id={bodyId} style={{ margin: 0 }}>
        {i18n._(dialogMessages.tokenErrorBody)}
      </p>
    </Modal>
  );
}
