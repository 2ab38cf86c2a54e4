import { useLingui } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { CloseIcon } from './icons';
import { uiMessages } from './messages';
import { useIsClient } from './use-is-client';

export const TOAST_DEFAULT_DURATION_MS = 3000;

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastProps {
  /** Text to show; empty or missing shows the default 'Error' in the current language. */
  message?: ReactNode;
  tone?: ToastTone;
  /** Auto-dismiss after this many ms; 0 keeps it until closed. */
  duration?: number;
  onClose: () => void;
}

/** One toast message. Errors are announced assertively (role=alert), the rest politely. */
export function Toast({ message, tone = 'error', duration = TOAST_DEFAULT_DURATION_MS, onClose }: ToastProps) {
  const { i18n } = useLingui();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  const text = message === undefined || message === null || message === '' ? i18n._(uiMessages.toastDefault) : message;
  return (
    <ToastBox role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <span>{text}</span>
      <DismissButton type="button" aria-label={i18n._(uiMessages.close)} onClick={onClose}>
        <CloseIcon size={16} />
      </DismissButton>
    </ToastBox>
  );
}

export interface ShowToastOptions {
  message?: ReactNode;
  tone?: ToastTone;
  duration?: number;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  show(options?: ShowToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Hosts toasts for the subtree and renders them top-centre. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<(ShowToastOptions & { id: number })[]>([]);
  const nextId = useRef(1);
  const isClient = useIsClient();
  const { i18n } = useLingui();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ShowToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {isClient &&
        createPortal(
          <Region aria-label={i18n._(uiMessages.notifications)}>
            {toasts.map(({ id, ...toast }) => (
              <Toast key={id} {...toast} onClose={() => dismiss(id)} />
            ))}
          </Region>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

/** `toast.show({ message })` from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const tones = {
  error: css`background: ${({ theme }) => theme.colors.danger};`,
  success: css`background: ${({ theme }) => theme.colors.success};`,
  info: css`background: ${({ theme }) => theme.colors.surfaceDark};`,
};

const ToastBox = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  pointer-events: auto;
  ${({ $tone }) => tones[$tone]}
`;

const DismissButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.85;
  &:hover { opacity: 1; }
`;
