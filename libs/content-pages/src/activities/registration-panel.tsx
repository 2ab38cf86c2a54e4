import { useLingui } from '@lingui/react';
import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { activityMessages } from './messages';

// The parts the talk and event registration forms share: the panel, its fields and messages, and
// the account's phone, which a registration goes with (the API takes it from the account).

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.dropdown};
  ${media.mobile} { padding: ${({ theme }) => theme.space.md}; }
  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  label { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
  input, select {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  input:focus-visible, select:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AccountPhone {
  areaCode: string;
  phoneNumber: string;
}

/** The account's mobile number, shown and not editable: the booking goes with it, whatever a form would say. */
export function AccountPhoneNote({ phone, testId }: { phone: AccountPhone; testId: string }) {
  const { i18n } = useLingui();
  return (
    <Phone>
      <span>{i18n._(activityMessages.eventPhoneFromAccount)}</span>
      <strong dir="ltr" data-testid={testId}>{`+${phone.areaCode} ${phone.phoneNumber}`}</strong>
    </Phone>
  );
}

const Phone = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;
