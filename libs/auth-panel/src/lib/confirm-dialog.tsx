import { Button, Modal } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { panelMessages as m } from './messages';
import type { ConfirmKind } from './use-login-form';

const CONFIRMS: Record<ConfirmKind, { title: MessageDescriptor; text: MessageDescriptor; hint?: MessageDescriptor; confirm: MessageDescriptor }> = {
  notRegistered: { title: m.notRegisteredTitle, text: m.notRegisteredText, confirm: m.notRegisteredConfirm },
  noPassword: { title: m.noPasswordTitle, text: m.noPasswordText, hint: m.noPasswordHint, confirm: m.noPasswordConfirm },
};

export interface ConfirmDialogProps {
  kind: ConfirmKind | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The questions a refused password login asks (spec 8: codes 300701 and 300705). */
export function ConfirmDialog({ kind, onConfirm, onClose }: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const textId = useId();
  const hintId = useId();
  if (!kind) return null;
  const texts = CONFIRMS[kind];
  return (
    <Modal
      open
      onClose={onClose}
      closeOnEscape
      title={i18n._(texts.title)}
      aria-describedby={texts.hint ? `${textId} ${hintId}` : textId}
      data-testid="auth-panel-confirm"
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {i18n._(m.cancel)}
          </Button>
          <Button onClick={onConfirm}>{i18n._(texts.confirm)}</Button>
        </>
      }
    >
      <Text id={textId}>{i18n._(texts.text)}</Text>
      {texts.hint && <Hint id={hintId}>{i18n._(texts.hint)}</Hint>}
    </Modal>
  );
}

const Text = styled.p`
  margin: 0;
  line-height: 1.6;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
