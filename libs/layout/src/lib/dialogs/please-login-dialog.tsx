import { Button } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { dialogMessages } from './messages';
import { MessageDialog } from './message-dialog';

export interface PleaseLoginDialogProps {
  open: boolean;
  /** Closing returns the visitor to the home page (spec 2); the caller navigates. */
  onClose: () => void;
  onLoginClick: () => void;
}

/** 'Please log in first': shown to visitors on a page that needs a login. */
export function PleaseLoginDialog({ open, onClose, onLoginClick }: PleaseLoginDialogProps) {
  const { i18n } = useLingui();
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={i18n._(dialogMessages.pleaseLoginTitle)}
      message={i18n._(dialogMessages.pleaseLoginBody)}
      actions={<Button onClick={onLoginClick}>{i18n._(dialogMessages.pleaseLoginButton)}</Button>}
      data-testid="please-login-dialog"
    />
  );
}
