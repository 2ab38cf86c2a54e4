import { Button } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { dialogMessages } from './messages';
import { MessageDialog } from './message-dialog';

export interface TokenErrorDialogProps {
  open: boolean;
  onClose: () => void;
  onLoginClick: () => void;
}

/** Shown when a call answers 300101 (token invalid or expired): the visitor can log in again. */
export function TokenErrorDialog({ open, onClose, onLoginClick }: TokenErrorDialogProps) {
  const { i18n } = useLingui();
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={i18n._(dialogMessages.tokenErrorTitle)}
      message={i18n._(dialogMessages.tokenErrorBody)}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {i18n._(dialogMessages.tokenErrorLater)}
          </Button>
          <Button onClick={onLoginClick}>{i18n._(dialogMessages.tokenErrorLogin)}</Button>
        </>
      }
      data-testid="token-error-dialog"
    />
  );
}
