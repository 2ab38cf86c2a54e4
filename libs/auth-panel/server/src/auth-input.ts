import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import type { AuthIntent } from '@brokerage/auth-panel';
import { SLIDER_TRAIL_MAX_POINTS } from '@brokerage/contracts/constants';
import {
  checkCodeSchema,
  inviteCodeSchema,
  messageOfIssue,
  normalizeAreaCode,
  normalizeEmail,
  normalizePhone,
  validateEmail,
  validateSendSms,
  validationMessages,
} from '@brokerage/validation';
import { authMessageById, authMessages } from './auth-messages';

/*
 * The fields of each intent, as the panel posts them (transport.ts), checked at the edge with the
 * panel's own rules (@brokerage/validation), so a bad value gets the message the panel would show
 * instead of a round trip to the API. Each issue's `message` is a descriptor id.
 */

/** A form field: text, or null when it was not sent (a file upload is no text and fails). */
const text = z.string().nullish();

/** Base64 RSA-OAEP ciphertext, as the API's `encryptedField` accepts it. */
const CIPHERTEXT = /^[A-Za-z0-9+/=]{16,2048}$/;

const issue = (ctx: z.RefinementCtx, message: MessageDescriptor) => ctx.addIssue({ code: 'custom', message: message.id });

/** A password, encrypted by the panel. */
const encryptedPassword = text
  .superRefine((raw, ctx) => {
    const value = raw?.trim() ?? '';
    if (value === '') issue(ctx, validationMessages.passwordRequired);
    else if (!CIPHERTEXT.test(value)) issue(ctx, authMessages.notEncrypted);
  })
  .transform((raw) => raw?.trim() ?? '');

/** An e-mail address, encrypted by the panel or (as the API also accepts) plain; '' when left empty. */
const emailOrCiphertext = text
  .superRefine((raw, ctx) => {
    const value = raw?.trim() ?? '';
    if (value === '') return;
    if (value.includes('@')) {
      const problem = validateEmail(value);
      if (problem) issue(ctx, problem);
    } else if (!CIPHERTEXT.test(value)) {
      issue(ctx, authMessages.notEncrypted);
    }
  })
  .transform((raw) => {
    const value = raw?.trim() ?? '';
    return value.includes('@') ? normalizeEmail(value) : value;
  });

const requiredEmail = emailOrCiphertext.superRefine((value, ctx) => {
  if (value === '') issue(ctx, validationMessages.emailRequired);
});

/** Longest page query string read for the registration attribution; longer ones are left out, never refused. */
const MAX_PAGE_QUERY_LENGTH = 4096;

/** The calling code and phone number, checked together (spec 5: the phone rule depends on the area). */
const phone = z
  .object({ areaCode: text, phoneNumber: text })
  .superRefine((fields, ctx) => {
    const problem = validateSendSms({ area: fields.areaCode, phone: fields.phoneNumber });
    if (problem) issue(ctx, problem);
  })
  .transform((fields) => ({ areaCode: normalizeAreaCode(fields.areaCode), phoneNumber: normalizePhone(fields.phoneNumber) }));

/** The slider trail as fetch-transport posts it, `t,x,t,x,…` (whole points only); none is an empty trail (the API refuses the answer). */
const TRAIL_NUMBER = String.raw`\d{1,6}(?:\.\d{1,6})?`;
const TRAIL = new RegExp(`^(?:${TRAIL_NUMBER},${TRAIL_NUMBER}(?:,${TRAIL_NUMBER},${TRAIL_NUMBER})*)?$`);
const sliderTrail = text
  .transform((value) => value ?? '')
  .pipe(z.string().max(2000).regex(TRAIL))
  .transform((value) => (value ? value.split(',').map(Number) : []))
  .pipe(z.array(z.number()).max(SLIDER_TRAIL_MAX_POINTS * 2))
  .transform((numbers) => numbers.flatMap((value, index): Array<[number, number]> => (index % 2 === 0 ? [[value, numbers[index + 1]]] : [])));

/** Where to go after a login: any text (safeJumpTarget decides), or nothing. */
const jump = text.transform((value) => value ?? undefined);

export const intentSchemas = {
  'panel-config': z.object({}),
  'current-user': z.object({}),
  'check-phone': phone,
  'send-phone-code': phone.and(
    z.object({
      key: z
        .enum(['1', '2'])
        .nullish()
        .transform((key) => (key === '2' ? 2 : 1) as 1 | 2),
      graphCaptcha: z
        .string()
        .trim()
        .max(256)
        .nullish()
        .transform((value) => value || undefined),
    }),
  ),
  'send-email-code': z.object({ email: requiredEmail }),
  'slider-challenge': z.object({}),
  'slider-verify': z.object({
    challengeId: z.string().trim().min(16).max(256),
    x: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,6})?$/)
      .transform(Number)
      .pipe(z.number().max(1000)),
    trail: sliderTrail,
    /** The puzzle's proof of work as fetch-transport posts it: the counter and the derived key (hex); both or neither. */
    powCounter: z.string().regex(/^\d{1,10}$/).transform(Number).nullish(),
    powKey: z.string().regex(/^[0-9a-f]{2,256}$/).nullish(),
  }).transform(({ powCounter, powKey, ...answer }) => ({
    ...answer,
    pow: typeof powCounter === 'number' && powKey ? { counter: powCounter, derivedKey: powKey } : undefined,
  })),
  'login-sms': phone.and(
    z.object({
      captcha: checkCodeSchema,
      inviteCode: inviteCodeSchema,
      email: emailOrCiphertext.transform((value) => value || undefined),
      pageQuery: text.transform((query) => (query && query.length <= MAX_PAGE_QUERY_LENGTH ? query : '')),
      jump,
    }),
  ),
  'login-password': phone.and(z.object({ password: encryptedPassword, jump })),
  'login-email': z.object({ email: requiredEmail, captcha: checkCodeSchema, jump }),
} satisfies Record<AuthIntent, z.ZodType>;

export type AuthRequest = { [I in AuthIntent]: { intent: I; input: z.output<(typeof intentSchemas)[I]> } }[AuthIntent];

// `intentSchemas` has exactly one entry per intent of transport.ts (its `satisfies` checks both ways).
const isAuthIntent = (value: unknown): value is AuthIntent => typeof value === 'string' && Object.hasOwn(intentSchemas, value);

/** The translatable message of an issue: the action's own, a form rule's, or a generic one for what no form would send. */
const messageOf = (issue: z.core.$ZodIssue): MessageDescriptor =>
  authMessageById(issue.message) ?? (issue.code === 'custom' ? messageOfIssue(issue) : authMessages.badRequest);

/** The intent and its checked fields, or the message that says what is wrong with them. */
export const parseAuthForm = (form: FormData): { ok: true; request: AuthRequest } | { ok: false; message: MessageDescriptor } => {
  const intent = form.get('intent');
  if (!isAuthIntent(intent)) return { ok: false, message: authMessages.badRequest };
  const schema: z.ZodType = intentSchemas[intent];
  const fields = Object.fromEntries([...form.keys()].map((name) => [name, form.get(name)]));
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: messageOf(parsed.error.issues[0]) };
  return { ok: true, request: { intent, input: parsed.data } as AuthRequest };
};
