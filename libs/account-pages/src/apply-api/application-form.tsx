import type { Lang } from '@brokerage/domain';
import { Button, PhoneFieldsRow } from '@brokerage/ui';
import { AREAS, areaName, validationMessageById } from '@brokerage/validation';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { applyMessages as m } from './apply-api-messages';
import { FIELD_MAX_LENGTH, OPTIONAL_FIELDS, type ApplicationValues, type ApplyType, type FieldError, type FieldErrors, type FieldName } from './application-rules';
import { DocumentList, type DocumentListProps } from './document-list';

const ownMessages = new Map<string, MessageDescriptor>(Object.values(m).map((descriptor) => [descriptor.id, descriptor]));

/** The text of a field error in the page's language (this form's texts or the shared validation texts). */
export const useFieldErrorText = () => {
  const { i18n } = useLingui();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    const descriptor = ownMessages.get(error.id) ?? validationMessageById(error.id) ?? m.errorInvalid;
    return i18n._(descriptor.id, error.values);
  };
};

/** Field labels, also used by the review. */
export const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  name: m.name,
  companyName: m.companyName,
  registrationNumber: m.registrationNumber,
  contactName: m.contactName,
  contactTitle: m.contactTitle,
  areaCode: m.areaCode,
  phoneNumber: m.phoneNumber,
  email: m.email,
  website: m.website,
  purpose: m.purpose,
};

/** Id of a field's input, so the flow can focus the first invalid one. */
export const fieldId = (formId: string, name: FieldName | 'documents') => `${formId}-${name}`;

export interface ApplicationFormProps {
  type: ApplyType;
  lang: Lang;
  /** Prefix of the inputs' ids (see fieldId). */
  formId: string;
  values: ApplicationValues;
  errors: FieldErrors;
  onChange: (name: FieldName, value: string) => void;
  /** The form is complete enough to review (checked by the flow). */
  onContinue: () => void;
  /** The documents part, for personal and company applications. */
  documents?: Omit<DocumentListProps, 'error'>;
  /** Said above the fields: an error summary, a failure of the last submit. */
  notice?: ReactNode;
}

/**
 * The fields of one application type, grouped, each labelled, the required ones marked with an
 * asterisk (and `required` for assistive technology), and their problems beside them.
 */
export function ApplicationForm({ type, lang, formId, values, errors, onChange, onContinue, documents, notice }: ApplicationFormProps) {
  const { i18n } = useLingui();
  const errorText = useFieldErrorText();
  const optional = OPTIONAL_FIELDS[type];

  const input = (name: FieldName, props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url' } = {}) => (
    <TextField
      id={fieldId(formId, name)}
      label={i18n._(FIELD_LABELS[name])}
      required={!optional.includes(name)}
      error={errorText(errors[name])}
    >
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          value={values[name]}
          maxLength={FIELD_MAX_LENGTH[name]}
          onChange={(event) => onChange(name, event.currentTarget.value)}
        />
      )}
    </TextField>
  );

  const phone = (
    <PhoneFieldsRow>
      <TextField id={fieldId(formId, 'areaCode')} label={i18n._(m.areaCode)} required={!optional.includes('areaCode')} error={errorText(errors.areaCode)}>
        {(aria) => (
          <select {...aria} name="areaCode" value={values.areaCode} onChange={(event) => onChange('areaCode', event.currentTarget.value)}>
            {AREAS.map((area) => (
              <option key={area.area} value={area.area}>
                {`${area.value} ${areaName(area, lang)}`}
              </option>
            ))}
          </select>
        )}
      </TextField>
      {input('phoneNumber', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
    </PhoneFieldsRow>
  );
  const email = input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' });

  const purpose = (
    <TextField id={fieldId(formId, 'purpose')} label={i18n._(m.purpose)} hint={i18n._(m.purposeHint)} required error={errorText(errors.purpose)}>
      {(aria) => (
        <textarea {...aria} name="purpose" rows={5} value={values.purpose} maxLength={FIELD_MAX_LENGTH.purpose} onChange={(event) => onChange('purpose', event.currentTarget.value)} />
      )}
    </TextField>
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} data-testid="application-form">
      <RequiredNote>{i18n._(m.requiredNote)}</RequiredNote>
      {notice}
      {type === 'company' ? (
        <>
          <Group legend={i18n._(m.sectionCompany)}>
            {input('companyName', { autoComplete: 'organization' })}
            {input('registrationNumber')}
            {input('website', { type: 'url', autoComplete: 'url', inputMode: 'url' })}
          </Group>
          <Group legend={i18n._(m.sectionContact)}>
            {input('contactName', { autoComplete: 'name' })}
            {input('contactTitle', { autoComplete: 'organization-title' })}
            {phone}
            {email}
          </Group>
        </>
      ) : (
        <Group legend={i18n._(m.sectionApplicant)}>
          {input('name', { autoComplete: 'name' })}
          {type === 'visitor' ? (
            <>
              {email}
              {phone}
            </>
          ) : (
            <>
              {phone}
              {email}
            </>
          )}
        </Group>
      )}
      <Group legend={i18n._(m.sectionUse)}>{purpose}</Group>
      {documents && (
        <Group legend={i18n._(m.sectionDocuments)} optional id={fieldId(formId, 'documents')}>
          <DocumentList {...documents} error={errorText(errors.documents)} />
        </Group>
      )}
      <Actions>
        <Button type="submit" $variant="primary" $size="lg">
          {i18n._(m.continue)}
        </Button>
      </Actions>
    </Form>
  );
}

interface AriaProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function TextField({ id, label, hint, required, error, children }: { id: string; label: string; hint?: string; required: boolean; error: string | null; children: (aria: AriaProps) => ReactNode }) {
  const { i18n } = useLingui();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required ? <Asterisk aria-hidden="true"> *</Asterisk> : <Muted> ({i18n._(m.optional)})</Muted>}
      </label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
    </Field>
  );
}

function Group({ legend, optional = false, id, children }: { legend: string; optional?: boolean; id?: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const generated = useId();
  return (
    <Fieldset id={id ?? generated} tabIndex={id ? -1 : undefined}>
      <legend>
        {legend}
        {optional && <Muted> ({i18n._(m.optional)})</Muted>}
      </legend>
      {children}
    </Fieldset>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const RequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus { outline: none; }
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  label { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
  input, select, textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  textarea { padding: ${({ theme }) => theme.space.sm}; resize: vertical; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
