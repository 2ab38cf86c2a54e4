import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { validateEmail } from './email';
import { validateCheckCode, validateInviteCode, validatePassword } from './fields';
import { type LoginContext, loginChecks, validateSendEmail, validateSendSms } from './form-rules';
import { validationMessageById, validationMessages as m } from './messages';
import { normalizeAreaCode, normalizeCheckCode, normalizeEmail, normalizeInviteCode, normalizePhone } from './normalize';
import { isValidAreaCode, validatePhone } from './phone';

/*
 * zod schemas of the form fields. They run the same checks as the validate* helpers and
 * output normalised values ready for the API. Each issue's `message` is the descriptor id;
 * `messageOfIssue` turns an issue back into the translatable descriptor.
 */

type Check = (raw: string | null | undefined) => MessageDescriptor | null;

const rawText = z.string().nullish();

/** A text field checked by `check` and, when valid, normalised by `normalize`. */
const checkedField = <T>(check: Check, normalize: (raw: string | null | undefined) => T) =>
  rawText
    .superRefine((raw, ctx) => {
      const message = check(raw);
      if (message) ctx.addIssue({ code: 'custom', message: message.id });
    })
    .transform(normalize);

const checkArea: Check = (raw) => (isValidAreaCode(raw) ? null : m.areaInvalid);

/** Calling code ('852', '+852') → '852'. */
export const areaCodeSchema = checkedField(checkArea, normalizeAreaCode);
/** Phone number of one calling code → digits only. */
export const phoneSchema = (area: string) => checkedField((raw) => validatePhone(area, raw), normalizePhone);
/** Six-digit verification code → ASCII digits. */
export const checkCodeSchema = checkedField(validateCheckCode, normalizeCheckCode);
/** Login password, unchanged. */
export const passwordSchema = checkedField(validatePassword, (raw) => raw ?? '');
/** Optional invitation code → trimmed, or undefined when empty. */
export const inviteCodeSchema = checkedField(validateInviteCode, (raw) => normalizeInviteCode(raw) || undefined);
/** E-mail address → NFKC-folded and trimmed. */
export const emailSchema = checkedField(validateEmail, normalizeEmail);

/** Request for an SMS code: `{ area, phone }` → `{ areaCode, phoneNumber }` as the API names them. */
export const sendSmsSchema = z
  .object({ area: rawText, phone: rawText })
  .superRefine((fields, ctx) => {
    const message = validateSendSms(fields);
    if (message) ctx.addIssue({ code: 'custom', message: message.id, path: [message === m.areaInvalid ? 'area' : 'phone'] });
  })
  .transform((fields) => ({ areaCode: normalizeAreaCode(fields.area), phoneNumber: normalizePhone(fields.phone) }));

/** Request for an e-mail code: `{ email }` → `{ email }` normalised. */
export const sendEmailSchema = z
  .object({ email: rawText })
  .superRefine((fields, ctx) => {
    const message = validateSendEmail(fields);
    if (message) ctx.addIssue({ code: 'custom', message: message.id, path: ['email'] });
  })
  .transform((fields) => ({ email: normalizeEmail(fields.email) }));

/** What a valid login form yields, per mode, with every value normalised. */
export type LoginPayload =
  | { mode: 'sms'; areaCode: string; phoneNumber: string; captcha: string; email?: string; inviteCode?: string }
  | { mode: 'password'; areaCode: string; phoneNumber: string; password: string }
  | { mode: 'email'; email: string; captcha: string };

/**
 * The whole login form of one mode/district/registered state. Issues come in form order
 * (the first one is what `validateLoginForm` reports); the output uses the API's field names.
 */
export const loginFormSchema = (context: LoginContext) =>
  z
    .object({ area: rawText, phone: rawText, checkCode: rawText, password: rawText, invite: rawText, email: rawText })
    .superRefine((fields, ctx) => {
      for (const { field, check } of loginChecks(context)) {
        const message = check(fields);
        if (message) ctx.addIssue({ code: 'custom', message: message.id, path: [field] });
      }
    })
    .transform((fields): LoginPayload => {
      switch (context.mode) {
        case 'sms': {
          const email = normalizeEmail(fields.email);
          const inviteCode = normalizeInviteCode(fields.invite);
          return {
            mode: 'sms',
            areaCode: normalizeAreaCode(fields.area),
            phoneNumber: normalizePhone(fields.phone),
            captcha: normalizeCheckCode(fields.checkCode),
            ...(email && context.district === 'hk' ? { email } : {}),
            ...(inviteCode ? { inviteCode } : {}),
          };
        }
        case 'password':
          return {
            mode: 'password',
            areaCode: normalizeAreaCode(fields.area),
            phoneNumber: normalizePhone(fields.phone),
            password: fields.password ?? '',
          };
        case 'email':
          return { mode: 'email', email: normalizeEmail(fields.email), captcha: normalizeCheckCode(fields.checkCode) };
      }
    });

/** The translatable message of a schema issue; issues not raised by these rules (e.g. a wrong type) get a generic one. */
export const messageOfIssue = (issue: Pick<z.core.$ZodIssue, 'message'>): MessageDescriptor =>
  validationMessageById(issue.message) ?? m.fieldInvalid;

/** The first issue's message of a failed parse, or null when the parse succeeded. */
export const firstErrorMessage = (result: { success: boolean; error?: z.ZodError }): MessageDescriptor | null => {
  const issue = result.error?.issues[0];
  return result.success || !issue ? null : messageOfIssue(issue);
};
