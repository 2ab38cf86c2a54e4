import { ErrorTip } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { panelMessages as m } from './messages';
import { usePanelText } from './panel-text';
import type { PanelText } from './use-login-form';

/** What a field's control needs to be labelled, described and marked invalid or required. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shows the asterisk of spec 5 (and makes the control `required`). */
  required?: boolean;
  /** Says '(optional)' after the label. */
  optional?: boolean;
  hint?: string;
  errors?: readonly PanelText[];
  children: (control: FieldControlProps) => ReactNode;
  /** Beside the control, e.g. the send-code button. */
  action?: ReactNode;
}

/** A labelled form field: its hint and its error are tied to the control with aria-describedby. */
export function Field({ label, required = false, optional = false, hint, errors, children, action }: FieldProps) {
  const { i18n } = useLingui();
  const text = usePanelText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        {required && <Asterisk aria-hidden="true"> *</Asterisk>}
        {optional && <Optional> {i18n._(m.optional)}</Optional>}
      </Label>
      <ControlRow>
        {children({ id, required, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
        {action}
      </ControlRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {invalid && (
        <ErrorTip
          id={errorId}
          message={errors?.map((error, index) => (
            // One line per text: 304001 gives two sentences, and Chinese ones take no space between them.
            <ErrorLine key={index}>{text(error)}</ErrorLine>
          ))}
        />
      )}
    </FieldBox>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ControlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
`;

const ErrorLine = styled.span`
  display: block;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The look shared by the panel's inputs and its area picker. */
const controlStyles = css`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[readonly] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;
