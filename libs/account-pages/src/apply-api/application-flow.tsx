import { pagePath, type DistrictConfig, type Lang } from '@brokerage/domain';
import { AppButtonLink, useShellActions } from '@brokerage/layout';
import { Button } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { applyMessages as m } from './apply-api-messages';
import { ApplicationForm, FIELD_LABELS, fieldId } from './application-form';
import {
  checkDocument,
  FORM_FIELDS,
  hasErrors,
  needsLogin,
  validateApplication,
  type ApplicationValues,
  type ApplyType,
  type FieldErrors,
  type FieldName,
  type SubmitAnswer,
  type SubmitFailure,
  type SubmitRequest,
} from './application-rules';
import { formatSize, type DocumentItem } from './document-list';
import { joinSentences, useOpenApiReviewTime } from './review-time';
import type { UploadDocument } from './upload-transport';

export type ApplyStep = 'details' | 'review' | 'sent';

export interface ApplicationFlowProps {
  type: ApplyType;
  site: DistrictConfig;
  lang: Lang;
  /** The form's first values (the user's details for a signed-in user). */
  initialValues: ApplicationValues;
  /** A signed-in user (the success step links to their applications on the Hong Kong site). */
  loggedIn: boolean;
  /** Where documents are posted (the site's upload endpoint). */
  uploadUrl: string;
  uploadDocument: UploadDocument;
  /** Sends the application (the route's action); its answer comes back as `answer`. */
  onSubmit: (request: SubmitRequest) => void;
  submitting: boolean;
  /** The action's answer to the last submit. */
  answer: SubmitAnswer | null;
  /** For stories and tests: the step and documents to start with. */
  initialStep?: ApplyStep;
  initialDocuments?: DocumentItem[];
}

const FAILURE_MESSAGES: Record<SubmitFailure, MessageDescriptor> = {
  login: m.failedLogin,
  invalid: m.failedInvalid,
  documents: m.failedDocuments,
  busy: m.failedBusy,
  unavailable: m.failedUnavailable,
};

const STEPS: { step: ApplyStep; label: MessageDescriptor }[] = [
  { step: 'details', label: m.stepDetails },
  { step: 'review', label: m.stepReview },
  { step: 'sent', label: m.stepDone },
];

let documentCounter = 0;
const nextDocumentKey = () => `document-${++documentCounter}`;

/**
 * The application in three steps: the details (checked with the API's schema before going on,
 * the first invalid field focused), a review of exactly what will be sent, and the outcome. A
 * failed submit keeps everything typed and uploaded, says why, and lets the user try again; the
 * server's field problems take the user back to the fields.
 */
export function ApplicationFlow({
  type,
  site,
  lang,
  initialValues,
  loggedIn,
  uploadUrl,
  uploadDocument,
  onSubmit,
  submitting,
  answer,
  initialStep = 'details',
  initialDocuments = [],
}: ApplicationFlowProps) {
  const { i18n } = useLingui();
  const { openLoginDialog } = useShellActions();
  const reviewTime = useOpenApiReviewTime();
  const formId = useId();
  const [step, setStep] = useState<ApplyStep>(initialStep);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [documents, setDocuments] = useState<DocumentItem[]>(initialDocuments);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const uuid = useRef<string | null>(null);
  const uploads = useRef<Promise<void>>(Promise.resolve());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusField = useRef<FieldName | 'documents' | null>(null);
  const withDocuments = needsLogin(type);

  const fileIds = documents.flatMap((document) => (document.state === 'done' ? [document.fileId] : []));
  const uploading = documents.some((document) => document.state === 'uploading');

  // The action's answer: the outcome step, or back to the fields the server found wrong.
  const [seenAnswer, setSeenAnswer] = useState<SubmitAnswer | null>(null);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer) uuid.current = answer.uuid ?? uuid.current;
    if (answer?.state === 'success') setStep('sent');
    else if (answer?.state === 'failed' && answer.reason === 'invalid' && answer.errors && hasErrors(answer.errors)) {
      setErrors(answer.errors);
      setShowSummary(true);
      setStep('details');
      focusField.current = firstInvalid(type, answer.errors);
    } else if (answer?.state === 'failed') setFailure(answer.reason);
  }

  useEffect(() => {
    if (focusField.current) {
      document.getElementById(fieldId(formId, focusField.current))?.focus();
      focusField.current = null;
    } else if (step !== 'details') stepHeading.current?.focus();
  }, [step, errors, formId]);

  const update = (key: string, change: (document: DocumentItem) => DocumentItem) =>
    setDocuments((current) => current.map((document) => (document.key === key ? change(document) : document)));

  const upload = async (key: string, file: File) => {
    const result = await uploadDocument({
      url: uploadUrl,
      file,
      uuid: uuid.current,
      onProgress: (fraction) => update(key, (document) => (document.state === 'uploading' ? { ...document, progress: Math.min(99, Math.round(fraction * 100)) } : document)),
    });
    uuid.current = result.uuid ?? uuid.current;
    update(key, (document) =>
      result.ok
        ? { key, name: result.document.fileName, size: result.document.size, state: 'done', fileId: result.document.fileId }
        : { key, name: document.name, size: document.size, state: 'refused', problem: result.problem },
    );
  };

  const addDocuments = (files: File[]) => {
    let accepted = documents.filter((document) => document.state !== 'refused').length;
    const added: DocumentItem[] = files.map((file) => {
      const key = nextDocumentKey();
      const problem = checkDocument(file, accepted);
      if (problem) return { key, name: file.name, size: file.size, state: 'refused', problem };
      accepted += 1;
      // One upload at a time: the first one starts the application the others join.
      uploads.current = uploads.current.then(() => upload(key, file));
      return { key, name: file.name, size: file.size, state: 'uploading', progress: 0 };
    });
    setDocuments((current) => [...current, ...added]);
    setWaitForUploads(false);
  };

  const removeDocument = (key: string) => setDocuments((current) => current.filter((document) => document.key !== key));

  const onChange = (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onContinue = () => {
    const found = validateApplication(type, values, fileIds);
    setErrors(found);
    setShowSummary(hasErrors(found));
    if (hasErrors(found)) {
      focusField.current = firstInvalid(type, found);
      return;
    }
    if (uploading) {
      setWaitForUploads(true);
      return;
    }
    setStep('review');
  };

  const submit = () => {
    setFailure(null);
    onSubmit({ uuid: uuid.current, values, fileIds });
  };
  const edit = () => {
    setFailure(null);
    setStep('details');
  };

  const here = pagePath(site, lang, `apply-api/${type}`);

  if (step === 'sent') {
    const email = answer?.state === 'success' ? answer.email : values.email.trim();
    return (
      <Panel data-testid="application-sent" data-step="sent">
        <Steps current="sent" />
        <Outcome role="status">
          <h2 ref={stepHeading} tabIndex={-1}>
            {i18n._(m.successHeading)}
          </h2>
          <p>{joinSentences(lang, i18n._(m.successText.id, { email }), reviewTime)}</p>
        </Outcome>
        <Row>
          {site.district === 'hk' && loggedIn && withDocuments && (
            <AppButtonLink href={pagePath(site, lang, 'sta-login/api')} $variant="primary" $size="md">
              {i18n._(m.successStatus)}
            </AppButtonLink>
          )}
          <AppButtonLink href={pagePath(site, lang, 'open-api')} $variant="secondary" $size="md">
            {i18n._(m.successLanding)}
          </AppButtonLink>
        </Row>
      </Panel>
    );
  }

  if (step === 'review') {
    const shown = (name: FieldName) => {
      if (name === 'areaCode') return null;
      if (name === 'phoneNumber') return values.phoneNumber.trim() ? `+${values.areaCode} ${values.phoneNumber.trim()}` : '';
      return values[name].trim();
    };
    return (
      <Panel data-testid="application-review" data-step="review">
        <Steps current="review" />
        <h2 ref={stepHeading} tabIndex={-1}>
          {i18n._(m.reviewHeading)}
        </h2>
        <Muted>{i18n._(m.reviewText)}</Muted>
        {failure && (
          <Alert role="alert" data-testid="submit-failure">
            <span>{i18n._(FAILURE_MESSAGES[failure])}</span>
            {failure === 'login' && (
              <Button type="button" $variant="primary" $size="sm" onClick={() => openLoginDialog(here)}>
                {i18n._(m.login)}
              </Button>
            )}
          </Alert>
        )}
        <Summary>
          {FORM_FIELDS[type].map((name) => {
            const value = shown(name);
            return value === null ? null : (
              <div key={name}>
                <dt>{i18n._(FIELD_LABELS[name])}</dt>
                <dd>{value || <Muted as="span">{i18n._(m.notGiven)}</Muted>}</dd>
              </div>
            );
          })}
          {withDocuments && (
            <div>
              <dt>{i18n._(m.sectionDocuments)}</dt>
              <dd>
                {fileIds.length === 0 ? (
                  <Muted as="span">{i18n._(m.noDocuments)}</Muted>
                ) : (
                  <ul>
                    {documents.flatMap((document) =>
                      document.state === 'done' ? [<li key={document.key}>{`${document.name} (${formatSize(document.size)})`}</li>] : [],
                    )}
                  </ul>
                )}
              </dd>
            </div>
          )}
        </Summary>
        <Row>
          <Button type="button" $variant="secondary" $size="lg" onClick={edit} disabled={submitting}>
            {i18n._(m.edit)}
          </Button>
          <Button type="button" $variant="primary" $size="lg" onClick={submit} disabled={submitting} aria-busy={submitting || undefined}>
            {i18n._(submitting ? m.submitting : m.submit)}
          </Button>
        </Row>
      </Panel>
    );
  }

  return (
    <Panel data-testid="application-details" data-step="details">
      <Steps current="details" />
      <ApplicationForm
        type={type}
        lang={lang}
        formId={formId}
        values={values}
        errors={errors}
        onChange={onChange}
        onContinue={onContinue}
        documents={withDocuments ? { documents, onAdd: addDocuments, onRemove: removeDocument } : undefined}
        notice={
          showSummary && hasErrors(errors) ? (
            <Alert role="alert">{i18n._(answer?.state === 'failed' && answer.reason === 'invalid' ? m.failedInvalid : m.errorSummary)}</Alert>
          ) : waitForUploads && uploading ? (
            <Alert role="alert">{i18n._(m.waitForUploads)}</Alert>
          ) : null
        }
      />
    </Panel>
  );
}

/** The first field with a problem, in the order the form shows them (documents last). */
const firstInvalid = (type: ApplyType, errors: FieldErrors): FieldName | 'documents' | null =>
  FORM_FIELDS[type].find((name) => errors[name]) ?? (errors.documents ? 'documents' : null);

function Steps({ current }: { current: ApplyStep }) {
  const { i18n } = useLingui();
  const currentIndex = STEPS.findIndex(({ step }) => step === current);
  return (
    <StepList aria-label={i18n._(m.steps)}>
      {STEPS.map(({ step, label }, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} data-done={index < currentIndex || undefined}>
          <span aria-hidden="true">{index + 1}</span>
          {i18n._(label)}
        </li>
      ))}
    </StepList>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    &:focus { outline: none; }
  }
`;

const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  li > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.round};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  li[aria-current='step'] { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
  li[aria-current='step'] > span { background: ${({ theme }) => theme.colors.brand}; border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.textInverse}; }
  li[data-done] { color: ${({ theme }) => theme.colors.success}; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  > div { display: contents; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  ul { margin: 0; padding-left: 1.2em; }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: ${({ theme }) => theme.space.sm}; }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Outcome = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e7f6ef;
  p { margin: ${({ theme }) => theme.space.sm} 0 0; line-height: 1.6; }
`;
