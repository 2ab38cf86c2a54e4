import { openApiApplicationSchema, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type OpenApiApplication } from '@brokerage/contracts';
import { validatePhone, validationMessages } from '@brokerage/validation';
import type { MessageDescriptor } from '@lingui/core';
import { applyMessages } from './apply-api-messages';

/** The application types of `apply-api/{type}` (spec 2). */
export const APPLY_TYPES = ['personal', 'company', 'visitor'] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

export const isApplyType = (value: unknown): value is ApplyType => APPLY_TYPES.includes(value as ApplyType);

/** Personal and company applications belong to an account; a visitor's enquiry needs no login. */
export const needsLogin = (type: ApplyType): boolean => type !== 'visitor';

/** Every text field of the three forms, as typed. */
export interface ApplicationValues {
  name: string;
  companyName: string;
  registrationNumber: string;
  contactName: string;
  contactTitle: string;
  areaCode: string;
  phoneNumber: string;
  email: string;
  website: string;
  purpose: string;
}
export type FieldName = keyof ApplicationValues;

export const emptyValues = (areaCode: string): ApplicationValues => ({
  name: '',
  companyName: '',
  registrationNumber: '',
  contactName: '',
  contactTitle: '',
  areaCode,
  phoneNumber: '',
  email: '',
  website: '',
  purpose: '',
});

/** The fields of each form, in the order shown (the first invalid one gets the focus). */
export const FORM_FIELDS: Record<ApplyType, readonly FieldName[]> = {
  personal: ['name', 'areaCode', 'phoneNumber', 'email', 'purpose'],
  company: ['companyName', 'registrationNumber', 'contactName', 'contactTitle', 'areaCode', 'phoneNumber', 'email', 'website', 'purpose'],
  visitor: ['name', 'email', 'areaCode', 'phoneNumber', 'purpose'],
};

/** Fields a form may leave empty (the schema's optional ones). */
export const OPTIONAL_FIELDS: Record<ApplyType, readonly FieldName[]> = {
  personal: [],
  company: ['contactTitle', 'website'],
  visitor: ['areaCode', 'phoneNumber'],
};

/** Longest value of each field, as the schema allows it (the inputs stop there). */
export const FIELD_MAX_LENGTH: Partial<Record<FieldName, number>> = {
  name: 100,
  companyName: 200,
  registrationNumber: 50,
  contactName: 100,
  contactTitle: 100,
  website: 300,
  purpose: 2000,
};

/** Shortest purpose the schema accepts. */
export const PURPOSE_MIN_LENGTH = 10;

/** Documents per application: the schema's `fileIds` cap, also the API's. */
export const MAX_DOCUMENTS = 10;
export const ACCEPTED_FILE_TYPES: readonly string[] = UPLOAD_CONTENT_TYPES;
export const MAX_DOCUMENT_BYTES = UPLOAD_MAX_BYTES;
/** What the file picker offers. */
export const FILE_INPUT_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_CONTENT_TYPES].join(',');

/** A web address as typed, with `https://` when the scheme was left out. */
const withScheme = (address: string): string => (/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`);

/**
 * The update-open-api-info body of a form's values, as both the browser (before review) and the
 * site server (before sending) check it with `openApiApplicationSchema`. Optional fields left
 * empty are left out.
 */
export const toApplication = (type: ApplyType, values: ApplicationValues, uuid: string, fileIds: readonly string[]): OpenApiApplication => {
  const text = (name: FieldName) => values[name].trim();
  const optional = (name: FieldName) => text(name) || undefined;
  switch (type) {
    case 'personal':
      return { uuid, type, name: text('name'), areaCode: values.areaCode, phoneNumber: text('phoneNumber'), email: text('email'), purpose: text('purpose'), fileIds: [...fileIds] };
    case 'company': {
      const website = optional('website');
      return {
        uuid,
        type,
        companyName: text('companyName'),
        registrationNumber: text('registrationNumber'),
        contactName: text('contactName'),
        contactTitle: optional('contactTitle'),
        areaCode: values.areaCode,
        phoneNumber: text('phoneNumber'),
        email: text('email'),
        website: website && withScheme(website),
        purpose: text('purpose'),
        fileIds: [...fileIds],
      };
    }
    case 'visitor':
      return {
        uuid,
        type,
        name: text('name'),
        email: text('email'),
        ...(text('phoneNumber') ? { areaCode: values.areaCode, phoneNumber: text('phoneNumber') } : {}),
        purpose: text('purpose'),
      };
  }
};

/** One field's problem: a message id of this form (or of the shared validation texts) and its values. Plain JSON, so the action can answer it. */
export interface FieldError {
  id: string;
  values?: Record<string, string | number>;
}
/** Problems per field; `documents` for the list of uploaded files. */
export type FieldErrors = Partial<Record<FieldName | 'documents', FieldError>>;

/** Stands in for the application uuid while the browser checks a form that has none yet. */
const PLACEHOLDER_UUID = '00000000-0000-4000-8000-000000000000';

type Issue = { code: string; path: PropertyKey[]; minimum?: unknown; maximum?: unknown };

const errorOf = (field: string, issue: Issue, values: ApplicationValues): FieldError => {
  const limit = (bound: unknown) => Number(bound);
  if (field === 'phoneNumber') return { id: (validatePhone(values.areaCode, values.phoneNumber) ?? validationMessages.phoneInvalid).id };
  if (field === 'areaCode') return { id: validationMessages.areaInvalid.id };
  if (field === 'email') return { id: (values.email.trim() ? validationMessages.emailInvalid : validationMessages.emailRequired).id };
  if (field === 'website') return { id: applyMessages.errorWebsite.id };
  if (field === 'purpose' && issue.code === 'too_small') return { id: applyMessages.errorPurpose.id, values: { min: PURPOSE_MIN_LENGTH } };
  if (issue.code === 'too_small') {
    const min = limit(issue.minimum);
    const typed = field in values ? values[field as FieldName].trim() : '';
    return typed ? { id: applyMessages.errorTooShort.id, values: { min } } : { id: applyMessages.errorRequired.id };
  }
  if (issue.code === 'too_big') return { id: applyMessages.errorTooLong.id, values: { max: limit(issue.maximum) } };
  return { id: applyMessages.errorInvalid.id };
};

/**
 * Checks a form with the API's own schema (`openApiApplicationSchema`), the same check the site
 * server makes before sending: the problems per field, worded for the form; none when it is valid.
 */
export const validateApplication = (type: ApplyType, values: ApplicationValues, fileIds: readonly string[], uuid: string = PLACEHOLDER_UUID): FieldErrors => {
  const parsed = openApiApplicationSchema.safeParse(toApplication(type, values, uuid, fileIds));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const field = first === 'fileIds' ? 'documents' : String(first ?? '');
    if (field === 'uuid' || field === '' || field in errors) continue;
    errors[field as FieldName | 'documents'] =
      field === 'documents' ? { id: applyMessages.errorDocuments.id, values: { maxFiles: MAX_DOCUMENTS } } : errorOf(field, issue as unknown as Issue, values);
  }
  return errors;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** Why a document was refused (by the browser, the site server or the API). */
export type FileProblem = 'type' | 'size' | 'empty' | 'cap' | 'login' | 'failed';

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The accepted content type of a file by its declared type, else by its name's extension. */
export const documentTypeOf = (file: { name: string; type: string }): string | null => {
  if (ACCEPTED_FILE_TYPES.includes(file.type)) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.entries(EXTENSIONS).find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
};

/** The limits the API sets, checked before a file is sent (and again by the site server). */
export const checkDocument = (file: { name: string; type: string; size: number }, alreadyUploaded: number): FileProblem | null => {
  if (!documentTypeOf(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  if (alreadyUploaded >= MAX_DOCUMENTS) return 'cap';
  return null;
};

const FILE_PROBLEM_MESSAGES: Record<FileProblem, MessageDescriptor> = {
  type: applyMessages.fileType,
  size: applyMessages.fileSize,
  empty: applyMessages.fileEmpty,
  cap: applyMessages.fileCap,
  login: applyMessages.fileLogin,
  failed: applyMessages.fileFailed,
};
export const fileProblemMessage = (problem: FileProblem): MessageDescriptor => FILE_PROBLEM_MESSAGES[problem];

/** A stored document, as the API describes it. */
export interface UploadedDocument {
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
}

/**
 * What the site's upload endpoint answers (JSON). `uuid` is the application the documents belong
 * to, started by the first upload; the browser sends it with the next uploads and the submit.
 */
export type UploadAnswer = { ok: true; uuid: string; document: UploadedDocument } | { ok: false; uuid: string | null; problem: FileProblem };

/** What the browser sends to the page's action to submit. */
export interface SubmitRequest {
  uuid: string | null;
  values: ApplicationValues;
  fileIds: string[];
}

export type SubmitFailure = 'login' | 'invalid' | 'documents' | 'busy' | 'unavailable';

/** What the page's action answers; every failure keeps the application uuid so nothing uploaded is lost. */
export type SubmitAnswer =
  | { state: 'success'; uuid: string; email: string }
  | { state: 'failed'; reason: SubmitFailure; uuid: string | null; errors?: FieldErrors };
