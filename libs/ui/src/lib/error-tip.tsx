import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './icons';
import { uiMessages } from './messages';

export interface ErrorTipProps {
  /** Empty or missing shows the default 'error!' in the current language. */
  message?: ReactNode;
  /** Lets a field point at the tip with aria-describedby. */
  id?: string;
  className?: string;
}

/** Inline error under a component or field; announced when it appears. */
export function ErrorTip({ message, id, className }: ErrorTipProps) {
  const { i18n } = useLingui();
  const text = message === undefined || message === null || message === '' ? i18n._(uiMessages.errorTipDefault) : message;
  return (
    <Tip role="alert" id={id} className={className}>
      <AlertIcon size={16} />
      <span>{text}</span>
    </Tip>
  );
}

const Tip = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  svg { flex: none; }
`;
