import type { MessageDescriptor } from '@lingui/core';

/**
 * Every message this library reports, as Lingui descriptors with explicit ids. The panel
 * renders them with `i18n._(descriptor)`; translations live in the `validation` catalog.
 */
export const validationMessages = {
  areaInvalid: /*i18n*/ { id: 'validation.area.invalid', message: 'Please choose a valid country or region code' },

  phoneRequired: /*i18n*/ { id: 'validation.phone.required', message: 'Please enter your phone number' },
  phoneInvalid86: /*i18n*/ {
    id: 'validation.phone.invalid86',
    message: 'Please enter an 11-digit mobile number starting with 1',
  },
  phoneInvalid852: /*i18n*/ { id: 'validation.phone.invalid852', message: 'Please enter an 8-digit phone number' },
  phoneInvalid: /*i18n*/ { id: 'validation.phone.invalid', message: 'Please enter a valid phone number' },
  phoneDigitsOnly: /*i18n*/ { id: 'validation.phone.digitsOnly', message: 'A phone number can contain digits only' },
  phoneTooLong: /*i18n*/ { id: 'validation.phone.tooLong', message: 'This phone number is too long' },

  emailInvalid: /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid e-mail address' },
  emailRequired: /*i18n*/ { id: 'validation.email.required', message: 'Please enter your e-mail address' },
  emailCodeWrongOrExpired: /*i18n*/ {
    id: 'validation.email.codeWrongOrExpired',
    message: 'The verification code is incorrect or has expired. Please request a new one.',
  },
  emailNotOrgAccount: /*i18n*/ {
    id: 'validation.email.notOrgAccount',
    message: 'This e-mail address is not registered for an organisation account.',
  },
  emailContactAccountManager: /*i18n*/ {
    id: 'validation.email.contactAccountManager',
    message: 'Please contact your account manager to enable e-mail login.',
  },
  emailTooLong: /*i18n*/ { id: 'validation.email.tooLong', message: 'This e-mail address is too long' },

  checkCodeRequired: /*i18n*/ { id: 'validation.checkCode.required', message: 'Please enter the verification code' },
  checkCodeInvalid: /*i18n*/ {
    id: 'validation.checkCode.invalid',
    message: 'The verification code has 6 digits',
  },

  passwordRequired: /*i18n*/ { id: 'validation.password.required', message: 'Please enter your password' },
  passwordTooLong: /*i18n*/ { id: 'validation.password.tooLong', message: 'This password is too long' },

  inviteInvalid: /*i18n*/ {
    id: 'validation.invite.invalid',
    message: 'An invitation code has up to 32 letters, digits, hyphens or underscores',
  },

  fieldInvalid: /*i18n*/ { id: 'validation.field.invalid', message: 'Please check this field' },
} satisfies Record<string, MessageDescriptor>;

export type ValidationMessageKey = keyof typeof validationMessages;

const byId = new Map<string, MessageDescriptor>(Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]));

/** The descriptor with this id, if it is one of this library's messages. */
export const validationMessageById = (id: string): MessageDescriptor | undefined => byId.get(id);
