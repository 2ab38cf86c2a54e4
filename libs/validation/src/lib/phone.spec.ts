import { validationMessages as m } from './messages';
import { normalizeAreaCode, normalizePhone, toAsciiDigits } from './normalize';
import { isValidAreaCode, isValidPhone, maxPhoneDigits, phoneRules, validatePhone } from './phone';

describe('phone normalisation', () => {
  it('turns full-width digits into ASCII digits', () => {
    expect(toAsciiDigits('５１２３４５６７')).toBe('51234567');
    expect(toAsciiDigits('電話：０９')).toBe('電話：09');
  });

  it('drops spaces (including the ideographic space) and hyphens people group numbers with', () => {
    expect(normalizePhone(' 5123 4567 ')).toBe('51234567');
    expect(normalizePhone('138-0013-8000')).toBe('13800138000');
    expect(normalizePhone('５１２３\u3000４５６７')).toBe('51234567');
    expect(normalizePhone('138－0013－8000')).toBe('13800138000');
    expect(normalizePhone(undefined)).toBe('');
  });

  it('accepts calling codes with or without +, full-width or padded', () => {
    expect(normalizeAreaCode('+852')).toBe('852');
    expect(normalizeAreaCode(' ＋８６ ')).toBe('86');
    expect(isValidAreaCode('852')).toBe(true);
    expect(isValidAreaCode('+1')).toBe(true);
    expect(isValidAreaCode('')).toBe(false);
    expect(isValidAreaCode('0852')).toBe(true);
    expect(isValidAreaCode('999')).toBe(false);
    expect(isValidAreaCode('12345')).toBe(false);
    expect(isValidAreaCode('hk')).toBe(false);
  });
});

describe('phone rules per area', () => {
  it('+86: 11 digits starting with 1', () => {
    expect(isValidPhone('86', '13800138000')).toBe(true);
    expect(isValidPhone('+86', '１３８ ００１３ ８０００')).toBe(true);
    expect(isValidPhone('86', '23800138000')).toBe(false);
    expect(isValidPhone('86', '1380013800')).toBe(false);
    expect(isValidPhone('86', '138001380001')).toBe(false);
    expect(validatePhone('86', '23800138000')).toBe(m.phoneInvalid86);
  });

  it('+852: exactly 8 digits', () => {
    expect(isValidPhone('852', '51234567')).toBe(true);
    expect(isValidPhone('852', '5123 4567')).toBe(true);
    expect(validatePhone('852', '5123456')).toBe(m.phoneInvalid852);
    expect(validatePhone('852', '512345678')).toBe(m.phoneInvalid852);
    expect(validatePhone('852', '51234567')).toBeNull();
  });

  it('other and unknown areas: digits only, within E.164 length', () => {
    expect(isValidPhone('65', '81234567')).toBe(true);
    expect(isValidPhone('44', '7700900123')).toBe(true);
    expect(isValidPhone('853', '6612 3456')).toBe(true);
    expect(validatePhone('44', '77009abc')).toBe(m.phoneDigitsOnly);
    expect(maxPhoneDigits('44')).toBe(13);
    expect(validatePhone('44', '1'.repeat(14))).toBe(m.phoneTooLong);
  });

  it('rejects a bad calling code before looking at the number', () => {
    expect(validatePhone('', '51234567')).toBe(m.areaInvalid);
    expect(validatePhone(undefined, '51234567')).toBe(m.areaInvalid);
    expect(isValidPhone('abc', '51234567')).toBe(false);
  });

  it('names the most precise problem: empty, too long, letters, then format', () => {
    expect(validatePhone('852', '')).toBe(m.phoneRequired);
    expect(validatePhone('852', '   ')).toBe(m.phoneRequired);
    expect(validatePhone('852', null)).toBe(m.phoneRequired);
    expect(validatePhone('852', '5123abcd')).toBe(m.phoneDigitsOnly);
    expect(validatePhone('86', '1380013800O')).toBe(m.phoneDigitsOnly);
    expect(validatePhone('852', '9'.repeat(5000))).toBe(m.phoneTooLong);
    expect(validatePhone('852', 'x'.repeat(100))).toBe(m.phoneTooLong);
  });

  it('puts the area format message first, worded to fit any invalid number', () => {
    expect(phoneRules('86')[0].message).toBe(m.phoneInvalid86);
    expect(phoneRules('+852')[0].message).toBe(m.phoneInvalid852);
    expect(phoneRules('65')[0].message).toBe(m.phoneInvalid);
    expect(phoneRules('852').map((rule) => rule.message)).toEqual([m.phoneInvalid852, m.phoneRequired, m.phoneTooLong, m.phoneDigitsOnly]);
    expect(phoneRules('852')[0].test('5123456')).toBe(false);
    expect(phoneRules('852')[0].test('51234567')).toBe(true);
  });
});
