import {
  checkDocument,
  isApplyType,
  needsLogin,
  toApplication,
  validateApplication,
  type ApplicationValues,
  type ApplyApiData,
  type ApplyType,
  type FieldErrors,
  type FileProblem,
  type SubmitAnswer,
  type SubmitFailure,
  type UploadAnswer,
} from '@brokerage/account-pages';
import { isEnvelope, isTokenInvalid, type BrokerApi } from '@brokerage/api-client';
import { CODES, UPLOAD_MAX_BYTES, uploadedFileSchema, type Envelope } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { hongKongDay } from '@brokerage/i18n';
import { BODY_LIMITS, logger, readSessionToken, requestApi, siteContextOf } from '@brokerage/site-server';
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import { z } from 'zod';

/** The pages hold one person's details: never stored by a shared cache, nor kept by the browser. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/** Forwarding a 10 MB document to the API may take longer than a normal call's 3 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

const notFound = () => new Response(null, { status: 404 });

const typeOf = (params: LoaderFunctionArgs['params']): ApplyType => {
  const type = params['type'];
  if (!isApplyType(type)) throw notFound();
  return type;
};

const scopeOf = async (request: Request, context: LoaderFunctionArgs['context']) => {
  const { env, site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  const hasSession = (await readSessionToken(request, env.APP_ENV)) !== null;
  return { site, lang, hasSession, api: () => requestApi({ request, context, lang }) };
};

const isCode = (reason: unknown, code: number): reason is Envelope => isEnvelope(reason) && reason.code === code;

/** The form's fields a signed-in user's details fill in. */
const prefillOf = (type: ApplyType, info: { name: string | null; areaCode: string; phoneNumber: string; email: string }): Partial<ApplicationValues> => {
  const name = info.name ?? '';
  return {
    ...(type === 'company' ? { contactName: name } : { name }),
    ...(info.areaCode && info.phoneNumber ? { areaCode: info.areaCode, phoneNumber: info.phoneNumber } : {}),
    email: info.email,
  };
};

/**
 * `apply-api/{type}` (personal, company or visitor; anything else is the 404 page). A signed-in
 * user gets the form filled from user-info-for-open-api-apply; a visitor gets the empty enquiry
 * form, or for personal and company the invitation to log in. A session the API rejects counts as
 * none; when the details cannot be fetched the form comes empty and says so.
 */
export const applyApiLoader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const type = typeOf(params);
  const { site, lang, hasSession, api } = await scopeOf(request, context);
  const answer = (body: ApplyApiData) => data(body, { headers: PRIVATE_HEADERS });
  const asVisitor = (): ApplyApiData =>
    needsLogin(type) ? { type, kind: 'login' } : { type, kind: 'form', loggedIn: false, prefill: {}, prefillFailed: false, latestSubmittedDay: null };
  if (!hasSession) return answer(asVisitor());
  try {
    const info = await (await api()).userServer.userInfoForOpenApiApply();
    const latest = info.application?.status === 'submitted' ? hongKongDay(info.application.updatedAt) : null;
    return answer({ type, kind: 'form', loggedIn: true, prefill: prefillOf(type, info), prefillFailed: false, latestSubmittedDay: latest });
  } catch (error) {
    if (isTokenInvalid(error)) return answer(asVisitor());
    logger.error('Open API application: the user details could not be loaded', { district: site.district, lang, type, error });
    return answer({ type, kind: 'form', loggedIn: true, prefill: {}, prefillFailed: true, latestSubmittedDay: null });
  }
};

const text = z.string().max(5000).catch('');
/** The body of a submit (JSON from the page's script; a plain form post carries the fields only). */
const submitSchema = z.object({
  uuid: z.uuid().nullable().catch(null),
  values: z.object({
    name: text,
    companyName: text,
    registrationNumber: text,
    contactName: text,
    contactTitle: text,
    areaCode: text,
    phoneNumber: text,
    email: text,
    website: text,
    purpose: text,
  }),
  fileIds: z.array(z.string().max(64)).max(50).catch([]),
});

const readSubmit = async (request: Request) => {
  try {
    if (request.headers.get('Content-Type')?.includes('application/json')) return submitSchema.safeParse(await request.json());
    const form = Object.fromEntries([...(await request.formData()).entries()].filter(([, value]) => typeof value === 'string'));
    return submitSchema.safeParse({ uuid: null, values: form, fileIds: [] });
  } catch {
    return null;
  }
};

/** API input issues on the fields of the form, as the form shows them. */
const apiFieldErrors = (reason: Envelope): FieldErrors => {
  const issues = (reason.data as { issues?: { field?: unknown }[] } | null)?.issues ?? [];
  const errors: FieldErrors = {};
  for (const { field } of issues) {
    if (typeof field === 'string' && field !== 'uuid' && field !== 'fileIds' && field !== 'type') errors[field as keyof FieldErrors] = { id: 'account.apply.error.invalid' };
  }
  return errors;
};

/**
 * The page's action: sends the application (update-open-api-info) after checking it with the
 * same schema the browser used, starting the application first when no document did. Answers
 * success, or a failure with its reason and the application uuid, so the browser keeps every
 * value and document for another try; the problems of invalid fields come back per field.
 */
export const applyApiAction = async ({ request, context, params }: ActionFunctionArgs) => {
  const type = typeOf(params);
  const { site, lang, hasSession, api } = await scopeOf(request, context);
  const answer = (body: SubmitAnswer, status = 200) => data(body, { status, headers: PRIVATE_HEADERS });
  const fail = (reason: SubmitFailure, uuid: string | null, status: number, errors?: FieldErrors) => answer({ state: 'failed', reason, uuid, ...(errors ? { errors } : {}) }, status);

  const parsed = await readSubmit(request);
  if (!parsed?.success) return fail('invalid', null, 400);
  const { uuid, values, fileIds } = parsed.data;
  const errors = validateApplication(type, values, fileIds, uuid ?? undefined);
  if (Object.keys(errors).length > 0) return fail('invalid', uuid, 400, errors);
  if (needsLogin(type) && !hasSession) return fail('login', uuid, 401);

  let applicationUuid = uuid;
  try {
    const client = await api();
    applicationUuid ??= (await client.configManager.openApiUuidGet()).uuid;
    const sent = await client.configManager.updateOpenApiInfo(toApplication(type, values, applicationUuid, fileIds));
    return answer({ state: 'success', uuid: sent.uuid, email: values.email.trim() });
  } catch (reason) {
    if (isTokenInvalid(reason)) return fail('login', applicationUuid, 401);
    if (isCode(reason, CODES.TOO_MANY_REQUESTS)) return fail('busy', applicationUuid, 429);
    if (isCode(reason, CODES.INVALID_INPUT)) {
      const fieldErrors = apiFieldErrors(reason);
      return Object.keys(fieldErrors).length > 0 ? fail('invalid', applicationUuid, 400, fieldErrors) : fail('documents', applicationUuid, 400);
    }
    // The application is not this user's (another login since): the next try starts a new one.
    if (isCode(reason, CODES.NOT_FOUND)) return fail('documents', null, 409);
    logger.error('Open API application could not be sent', { district: site.district, lang, type, error: reason });
    return fail('unavailable', applicationUuid, 502);
  }
};

/** Why the API refused a document, in the form's words. */
const refusalOf = (reason: unknown): FileProblem | null => {
  if (isCode(reason, CODES.UNSUPPORTED_FILE_TYPE)) return 'type';
  if (isCode(reason, CODES.FILE_TOO_LARGE)) return 'size';
  // The one input problem of a valid upload is the cap on documents per application.
  if (isCode(reason, CODES.INVALID_INPUT)) return 'cap';
  if (isTokenInvalid(reason)) return 'login';
  return null;
};

const PROBLEM_STATUS: Record<FileProblem, number> = { type: 415, size: 413, empty: 400, cap: 409, login: 401, failed: 502 };

/** Sends one stored file to the API under a fresh upload permission; the API's description of it. */
const forwardDocument = async (client: BrokerApi, applicationUuid: string, file: File) => {
  const permission = await client.configManager.getFileCredApp({ uuid: applicationUuid });
  const body = new FormData();
  // The API reads the permission before the file.
  body.append('credential', permission.credential);
  body.append('file', file, file.name);
  return uploadedFileSchema.parse(await client.client.main.request({ method: 'POST', url: permission.uploadUrl, data: body, timeout: UPLOAD_TIMEOUT_MS }));
};

/**
 * `POST {base}/{lang}/apply-api/upload` (a resource route answering JSON to the page's script):
 * one document of a signed-in user's application. The body is refused unread when it says it is
 * too large, and read with a cap when it does not; type and size are checked as the browser
 * checks them, then the file goes to the API with a permission from get-file-cred-app. The first
 * upload starts the application (open-api-uuid-get); its uuid comes back with every answer.
 */
export const applyApiUploadAction = async ({ request, context }: ActionFunctionArgs): Promise<Response> => {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const { site, lang, hasSession, api } = await scopeOf(request, context);
  const reply = (body: UploadAnswer, status = body.ok ? 200 : PROBLEM_STATUS[body.problem]) => Response.json(body, { status, headers: PRIVATE_HEADERS });
  /** A body that is no multipart form with a file: the sender's mistake, answered 400 (the page shows its upload failed). */
  const malformed = (uuid: string | null) => reply({ ok: false, uuid, problem: 'failed' }, 400);
  if (!hasSession) return reply({ ok: false, uuid: null, problem: 'login' });
  // The site server refuses longer bodies itself (BODY_LIMITS); this answers where the action is called directly.
  if (Number(request.headers.get('Content-Length') ?? 0) > BODY_LIMITS.upload) return reply({ ok: false, uuid: null, problem: 'size' });

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES }));
  } catch (error) {
    return error instanceof MaxPartSizeExceededError ? reply({ ok: false, uuid: null, problem: 'size' }) : malformed(null);
  }
  const uuidField = form.get('uuid');
  const uuid = typeof uuidField === 'string' && z.uuid().safeParse(uuidField).success ? uuidField : null;
  const file = form.get('file');
  if (!(file instanceof File)) return malformed(uuid);
  const problem = checkDocument(file, 0);
  if (problem) return reply({ ok: false, uuid, problem });

  let applicationUuid = uuid;
  try {
    const client = await api();
    applicationUuid ??= (await client.configManager.openApiUuidGet()).uuid;
    return reply({ ok: true, uuid: applicationUuid, document: await forwardDocument(client, applicationUuid, file) });
  } catch (reason) {
    const refused = refusalOf(reason);
    if (refused) return reply({ ok: false, uuid: applicationUuid, problem: refused });
    logger.error('Open API application: a document could not be uploaded', { district: site.district, lang, error: reason });
    return reply({ ok: false, uuid: applicationUuid, problem: 'failed' });
  }
};

/** Route `headers`: the same private caching rule for the HTML document. */
export const applyApiHeaders: HeadersFunction = () => PRIVATE_HEADERS;
