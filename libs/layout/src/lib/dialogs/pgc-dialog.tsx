import { Button } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { AppButtonLink } from '../links';
import { dialogMessages } from './messages';
import { MessageDialog } from './message-dialog';

/** authUserAuditStatus of the user contract: 1 under review, 3 rejected; anything else means no application yet. */
const AUDIT_STATUS = { underReview: 1, rejected: 3 } as const;

export interface PgcDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user's account application status (authUserAuditStatus); null when the user is not known. */
  auditStatus: number | null;
  openAccountHref: string;
}

/**
 * Shown after a login whose stored jump was content for verified account holders (type `pgc`) by
 * someone who is not one: says why, by where their account application stands, and how to get there.
 */
export function PgcDialog({ open, onClose, auditStatus, openAccountHref }: PgcDialogProps) {
  const { i18n } = useLingui();
  const message =
    auditStatus === AUDIT_STATUS.underReview ? dialogMessages.pgcUnderReview : auditStatus === AUDIT_STATUS.rejected ? dialogMessages.pgcRejected : dialogMessages.pgcOpenAccount;
  const canOpenAccount = auditStatus !== AUDIT_STATUS.underReview;
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={i18n._(dialogMessages.pgcTitle)}
      message={i18n._(message)}
      actions={
        <>
          <Button $variant={canOpenAccount ? 'secondary' : 'primary'} onClick={onClose}>
            {i18n._(dialogMessages.pgcClose)}
          </Button>
          {canOpenAccount && (
            <AppButtonLink href={openAccountHref} onClick={onClose}>
              {i18n._(dialogMessages.pgcOpenAccountButton)}
            </AppButtonLink>
          )}
        </>
      }
      data-testid="pgc-dialog"
    />
  );
}
