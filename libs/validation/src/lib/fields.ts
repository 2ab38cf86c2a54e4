import type { MessageDescriptor } from '@lingui/core';
import { CHECK_CODE_LENGTH, ENCRYPTED_TEXT_MAX_BYTES, INVITE_CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';
import { validationMessages as m } from './messages';
import { normalizeCheckCode, normalizeInviteCode, utf8Length } from './normalize';

const CHECK_CODE = new RegExp(`^\\d{${CHECK_CODE_LENGTH}}$`);
const INVITE_CODE = new RegExp(`^[A-Za-z0-9_-]{1,${INVITE_CODE_MAX_LENGTH}}$`);

/** Verification code as typed: required, then exactly six digits. */
export const validateCheckCode = (raw: string | null | undefined): MessageDescriptor | null => {
  const code = normalizeCheckCode(raw);
  if (code === '') return m.checkCodeRequired;
  return CHECK_CODE.test(code) ? null : m.checkCodeInvalid;
};

/**
 * Login password: required and short enough to be encrypted. It is never trimmed or
 * otherwise changed (spaces can be part of a password); its strength is not judged here,
 * because logging in has to accept whatever password the account was given.
 */
export const validatePassword = (raw: string | null | undefined): MessageDescriptor | null => {
  const password = raw ?? '';
  if (password === '') return m.passwordRequired;
  const tooLong = [...password].length > PASSWORD_MAX_LENGTH || utf8Length(password) > ENCRYPTED_TEXT_MAX_BYTES;
  return tooLong ? m.passwordTooLong : null;
};

/** Invitation code (optional): empty is fine, otherwise up to 32 letters, digits, '-' or '_'. */
export const validateInviteCode = (raw: string | null | undefined): MessageDescriptor | null => {
  const invite = normalizeInviteCode(raw);
  return invite === '' || INVITE_CODE.test(invite) ? null : m.inviteInvalid;
};
