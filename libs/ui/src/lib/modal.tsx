import { useLingui } from '@lingui/react';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { CloseIcon } from './icons';
import { uiMessages } from './messages';
import { media } from './theme';
import { useFocusTrap } from './use-focus-trap';
import { useIsClient } from './use-is-client';
import { useScrollLock } from './use-scroll-lock';

/** Default width of the generic modal (spec 2). */
export const MODAL_DEFAULT_WIDTH = 484;

export interface ModalProps {
  open: boolean;
  /** Called by the close button, and by Escape / overlay clicks when those are enabled. */
  onClose: () => void;
  /** Visible heading; it also names the dialog. Without one, pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** Id of an element that describes the dialog (e.g. its message). */
  'aria-describedby'?: string;
  children?: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  /** Width in px (number) or any CSS length; never wider than the viewport. */
  width?: number | string;
  /** Close when the dimmed overlay is clicked. Off unless configured. */
  closeOnOverlayClick?: boolean;
  /** Close on Escape. Off unless configured. */
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  /** Element to focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Lighter chrome: no header rule, tighter padding (used by LightDialog). */
  appearance?: 'default' | 'light';
  className?: string;
  /** For tests and analytics. */
  'data-testid'?: string;
}

/**
 * Generic modal dialog: role=dialog, aria-modal, labelled by its title; focus is trapped while open
 * and returns to the opener on close; the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = MODAL_DEFAULT_WIDTH,
  closeOnOverlayClick = false,
  closeOnEscape = false,
  showCloseButton = true,
  initialFocusRef,
  appearance = 'default',
  className,
  ...aria
}: ModalProps) {
  const isClient = useIsClient();
  const { i18n } = useLingui();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const visible = open && isClient;

  useFocusTrap(panelRef, visible, { initialFocusRef });
  useScrollLock(visible);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React events bubble out of nested portals; only react to keys pressed inside this dialog.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    if (closeOnEscape) {
      event.stopPropagation();
      onClose();
    }
  };

  // A drag that starts inside the panel and ends on the overlay (text selection) must not close.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    // The overlay click is a pointer convenience; keyboard users have Escape or the close button.
    <Overlay onMouseDown={onOverlayMouseDown} onClick={onOverlayClick} data-modal-overlay="">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : aria['aria-label']}
        aria-describedby={aria['aria-describedby']}
        data-testid={aria['data-testid']}
        tabIndex={-1}
        $width={typeof width === 'number' ? `${width}px` : width}
        $light={appearance === 'light'}
        className={className}
        onKeyDown={onKeyDown}
      >
        {(title || showCloseButton) && (
          <Header $light={appearance === 'light'}>
            {title ? <Title id={titleId}>{title}</Title> : <span />}
            {showCloseButton && (
              <CloseButton type="button" onClick={onClose} aria-label={i18n._(uiMessages.close)}>
                <CloseIcon />
              </CloseButton>
            )}
          </Header>
        )}
        <Body $light={appearance === 'light'}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $width: string; $light: boolean }>`
  position: relative;
  width: ${({ $width }) => $width};
  max-width: 100%;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  &:focus { outline: none; }
  ${media.mobile} {
    max-height: calc(100vh - 24px);
  }
`;

const Header = styled.div<{ $light: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  ${({ $light, theme }) =>
    !$light &&
    css`
      border-bottom: 1px solid ${theme.colors.border};
    `}
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  margin-right: -${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Body = styled.div<{ $light: boolean }>`
  padding: ${({ theme, $light }) => ($light ? `0 ${theme.space.lg} ${theme.space.lg}` : theme.space.lg)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
