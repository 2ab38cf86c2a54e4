import { Modal } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppButtonLink } from '../links';
import { focusMainHeading } from '../page-focus';
import { dialogMessages } from './messages';

/** Login dialog width (spec 2). */
export const LOGIN_DIALOG_WIDTH = 504;

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** The auth panel. Without one, the dialog offers the register/login page at `registerHref`. */
  children?: ReactNode;
  /** The register/login page (sta-regform), already prefixed. */
  registerHref: string;
}

/**
 * Login dialog shell (504 px). The Frame renders the global one from the shell state; a page may
 * render its own local one with its own `open` state. Unlike the generic modal it closes on Escape
 * and on a click on the overlay (spec 2: when configured); focus then goes back to the control
 * that opened it or, when that is gone, to the page's main heading.
 */
export function LoginDialog({ open, onClose, children, registerHref }: LoginDialogProps) {
  const { i18n } = useLingui();
  const close = () => {
    onClose();
    // The modal hands focus back to its opener as it closes; past that, nothing may be left holding it.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) focusMainHeading();
    });
  };
  return (
    <Modal open={open} onClose={close} closeOnEscape closeOnOverlayClick title={i18n._(dialogMessages.loginTitle)} width={LOGIN_DIALOG_WIDTH} data-testid="login-dialog">
      {children ?? (
        <Fallback>
          <p>{i18n._(dialogMessages.loginFallback)}</p>
          <AppButtonLink href={registerHref} $variant="primary" $block onClick={onClose}>
            {i18n._(dialogMessages.loginFallbackButton)}
          </AppButtonLink>
        </Fallback>
      )}
    </Modal>
  );
}

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;
