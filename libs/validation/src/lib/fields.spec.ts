import { validateCheckCode, validateInviteCode, validatePassword } from './fields';
import { validationMessages as m } from './messages';

describe('verification code', () => {
  it('needs exactly six digits, typed in any width and with spaces', () => {
    expect(validateCheckCode('123456')).toBeNull();
    expect(validateCheckCode(' 123 456 ')).toBeNull();
    expect(validateCheckCode('１２３４５６')).toBeNull();
    expect(validateCheckCode('')).toBe(m.checkCodeRequired);
    expect(validateCheckCode('   ')).toBe(m.checkCodeRequired);
    expect(validateCheckCode(undefined)).toBe(m.checkCodeRequired);
    expect(validateCheckCode('12345')).toBe(m.checkCodeInvalid);
    expect(validateCheckCode('1234567')).toBe(m.checkCodeInvalid);
    expect(validateCheckCode('12345a')).toBe(m.checkCodeInvalid);
    expect(validateCheckCode('1'.repeat(10_000))).toBe(m.checkCodeInvalid);
  });
});

describe('password', () => {
  it('is required but never trimmed or judged for strength', () => {
    expect(validatePassword('')).toBe(m.passwordRequired);
    expect(validatePassword(null)).toBe(m.passwordRequired);
    expect(validatePassword(' ')).toBeNull();
    expect(validatePassword('abc')).toBeNull();
    expect(validatePassword('  pass phrase with spaces  ')).toBeNull();
  });

  it('is capped at 64 characters and at what one encrypted block carries', () => {
    expect(validatePassword('p'.repeat(64))).toBeNull();
    expect(validatePassword('p'.repeat(65))).toBe(m.passwordTooLong);
    // 63 CJK characters are 189 UTF-8 bytes; 64 are 192, more than RSA-OAEP can carry.
    expect(validatePassword('密'.repeat(63))).toBeNull();
    expect(validatePassword('密'.repeat(64))).toBe(m.passwordTooLong);
    // Emoji count as one character each (surrogate pairs), four bytes each.
    expect(validatePassword('🔒'.repeat(47))).toBeNull();
    expect(validatePassword('🔒'.repeat(48))).toBe(m.passwordTooLong);
  });
});

describe('invitation code', () => {
  it('is optional', () => {
    expect(validateInviteCode('')).toBeNull();
    expect(validateInviteCode('   ')).toBeNull();
    expect(validateInviteCode(undefined)).toBeNull();
  });

  it('allows up to 32 letters, digits, hyphens and underscores', () => {
    expect(validateInviteCode('ABC123')).toBeNull();
    expect(validateInviteCode(' spring_2026-hk ')).toBeNull();
    expect(validateInviteCode('ＡＢ１２３')).toBe(m.inviteInvalid);
    expect(validateInviteCode('１２３')).toBeNull();
    expect(validateInviteCode('a'.repeat(32))).toBeNull();
    expect(validateInviteCode('a'.repeat(33))).toBe(m.inviteInvalid);
    expect(validateInviteCode('abc def')).toBe(m.inviteInvalid);
    expect(validateInviteCode('<script>')).toBe(m.inviteInvalid);
  });
});
