import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  emailProblem,
  isCallingCode,
  isEmailAddress,
  isPhoneNumber,
  isPhoneNumberDigits,
  isPhoneNumberEntered,
  isPhoneNumberForArea,
  isPhoneNumberWithinLength,
  maxPhoneDigits,
  normalizeCallingCode,
  normalizeEmail,
  normalizePhoneNumber,
  phoneDigitsRange,
  phoneNumberProblem,
  toAsciiDigits,
} from './spec5-rules';

const MEGABYTE = 1024 * 1024;

// Huge inputs are refused by the length guard ('tooLong') before any scan: that verdict, not a timer, shows it.

describe('normalisation', () => {
  it('turns full-width digits into ASCII digits and leaves everything else', () => {
    expect(toAsciiDigits('５１２３４５６７')).toBe('51234567');
    expect(toAsciiDigits('電話：０９')).toBe('電話：09');
  });

  it('reduces a calling code to its digits', () => {
    expect(normalizeCallingCode('+852')).toBe('852');
    expect(normalizeCallingCode(' ＋８６ ')).toBe('86');
    expect(normalizeCallingCode('0852')).toBe('852');
    expect(normalizeCallingCode('００８５２')).toBe('852');
    expect(normalizeCallingCode(undefined)).toBe('');
  });

  it('drops the spaces and hyphens people group phone numbers with', () => {
    expect(normalizePhoneNumber(' 5123 4567 ')).toBe('51234567');
    expect(normalizePhoneNumber('５１２３\u3000４５６７')).toBe('51234567');
    expect(normalizePhoneNumber('138-0013-8000')).toBe('13800138000');
    expect(normalizePhoneNumber('138－0013－8000')).toBe('13800138000');
    expect(normalizePhoneNumber('5123abcd')).toBe('5123abcd');
    expect(normalizePhoneNumber(null)).toBe('');
  });

  it('folds full-width e-mail characters and trims', () => {
    expect(normalizeEmail('  ｃｆｏ＠ｅｘａｍｐｌｅ．ｃｏｍ\u3000')).toBe('cfo@example.com');
    expect(normalizeEmail(undefined)).toBe('');
  });
});

describe('calling code', () => {
  it.each(['852', '+852', ' +852 ', '＋８５２', '0852', '00852', '+0852', '86', '+1', '65', '+44', '973'])('accepts %j', (area) => {
    expect(isCallingCode(area)).toBe(true);
  });

  // Only the codes of the country-area list: unassigned (+0, +999) and unlisted (+1684, +1234) codes are not.
  it.each(['0', '+0', '999', '+1234', '1684', '', ' ', '+', '12345', 'hk', '8 5 2 x', null, undefined])('refuses %j', (area) => {
    expect(isCallingCode(area)).toBe(false);
  });

  it('refuses a megabyte of digits at once', () => {
    expect(isCallingCode('8'.repeat(MEGABYTE))).toBe(false);
  });
});

describe('phone number per area', () => {
  it('+86: 11 digits starting with 1 (spec 5)', () => {
    expect(isPhoneNumberForArea('86', '13800138000')).toBe(true);
    expect(isPhoneNumberForArea('+86', '１３８ ００１３ ８０００')).toBe(true);
    expect(phoneNumberProblem('86', '23800138000')).toBe('format');
    expect(phoneNumberProblem('86', '1380013800')).toBe('format');
    expect(phoneNumberProblem('86', '138001380001')).toBe('format');
  });

  it('+852: exactly 8 digits (spec 5)', () => {
    expect(isPhoneNumberForArea('852', '51234567')).toBe(true);
    expect(isPhoneNumberForArea('+852', ' 5123-4567 ')).toBe(true);
    expect(isPhoneNumberForArea('852', '５１２３４５６７')).toBe(true);
    expect(phoneNumberProblem('852', '5123456')).toBe('format');
    expect(phoneNumberProblem('852', '512345678')).toBe('format');
  });

  it('+853 and +65: 8 digits; +886: 9 digits', () => {
    expect(isPhoneNumberForArea('853', '6612 3456')).toBe(true);
    expect(isPhoneNumberForArea('853', '661234')).toBe(false);
    expect(isPhoneNumberForArea('65', '8123 4567')).toBe(true);
    expect(isPhoneNumberForArea('65', '812')).toBe(false);
    expect(isPhoneNumberForArea('65', '8123456')).toBe(false);
    expect(isPhoneNumberForArea('65', '812345678')).toBe(false);
    expect(isPhoneNumberForArea('886', '912 345 678')).toBe(true);
    expect(isPhoneNumberForArea('886', '0912 345 678')).toBe(false);
    expect(phoneDigitsRange('+65')).toEqual({ min: 8, max: 8 });
  });

  it('other areas: 4 digits up to the E.164 limit', () => {
    expect(isPhoneNumberForArea('44', '7700900123')).toBe(true);
    expect(isPhoneNumberForArea('44', '1234')).toBe(true);
    expect(phoneNumberProblem('44', '123')).toBe('format');
    expect(maxPhoneDigits('44')).toBe(13);
    expect(isPhoneNumberForArea('44', '1'.repeat(13))).toBe(true);
    expect(phoneNumberProblem('44', '1'.repeat(14))).toBe('tooLong');
    expect(phoneNumberProblem('1', '1'.repeat(15))).toBe('tooLong');
    expect(phoneDigitsRange('1')).toEqual({ min: 4, max: 14 });
  });

  it('names the first problem: calling code, empty, too long, not digits, format', () => {
    expect(phoneNumberProblem('999', '51234567')).toBe('area');
    expect(phoneNumberProblem('', '')).toBe('area');
    expect(phoneNumberProblem('852', '')).toBe('empty');
    expect(phoneNumberProblem('852', ' - ')).toBe('empty');
    expect(phoneNumberProblem('852', undefined)).toBe('empty');
    expect(phoneNumberProblem('852', '1234567890123456')).toBe('tooLong');
    expect(phoneNumberProblem('852', 'x'.repeat(100))).toBe('tooLong');
    expect(phoneNumberProblem('852', '5123abcd')).toBe('notDigits');
    expect(phoneNumberProblem('852', '+85251234567')).toBe('notDigits');
    expect(phoneNumberProblem('852', '123')).toBe('format');
    expect(phoneNumberProblem('852', '51234567')).toBeNull();
  });

  it('exposes each step on its own', () => {
    expect(isPhoneNumberEntered(' ')).toBe(false);
    expect(isPhoneNumberEntered('5')).toBe(true);
    expect(isPhoneNumberWithinLength('852', '1'.repeat(12))).toBe(true);
    expect(isPhoneNumberWithinLength('852', '1'.repeat(13))).toBe(false);
    expect(isPhoneNumberDigits('５１２３ ４５６７')).toBe(true);
    expect(isPhoneNumberDigits('5123 456x')).toBe(false);
    expect(isPhoneNumberDigits('')).toBe(false);
  });

  it('accepts a plausible number for some area on its own (4 to 14 digits)', () => {
    expect(isPhoneNumber('5123 4567')).toBe(true);
    expect(isPhoneNumber('1234')).toBe(true);
    expect(isPhoneNumber('123')).toBe(false);
    expect(isPhoneNumber('1'.repeat(14))).toBe(true);
    expect(isPhoneNumber('1'.repeat(15))).toBe(false);
    expect(isPhoneNumber('')).toBe(false);
  });

  it('refuses a megabyte of digits or spaces at once', () => {
    expect(phoneNumberProblem('852', '5'.repeat(MEGABYTE))).toBe('tooLong');
    expect(phoneNumberProblem('852', ' '.repeat(MEGABYTE))).toBe('tooLong');
    expect(isPhoneNumber('5'.repeat(MEGABYTE))).toBe(false);
  });
});

describe('e-mail', () => {
  it.each(['a@b.co', 'ir@example.com', 'first.last@example.com', 'ops+alerts@mail.example.com.hk', "o'brien@corp.example", 'test@xn--fiqs8s.xn--55qx5d', ' cfo@example.com ', 'ｃｆｏ＠ｅｘａｍｐｌｅ．ｃｏｍ'])(
    'accepts %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each(['a@b.c', 'user@example.c', 'plainaddress', '@example.com', 'user@', 'user@localhost', 'user@@example.com', 'cfo @example.com', 'user@exa mple.com', 'user@.example.com', 'user@example..com', '.user@example.com', 'user.@example.com', 'user@-example.com', 'user@example.com.'])(
    'refuses %j',
    (email) => {
      expect(emailProblem(email)).toBe('invalid');
    },
  );

  it('names empty and too long addresses', () => {
    expect(emailProblem('')).toBe('empty');
    expect(emailProblem(' \u3000 ')).toBe('empty');
    expect(emailProblem(null)).toBe('empty');
    expect(emailProblem(`${'a'.repeat(65)}@example.com`)).toBe('tooLong');
    const longest = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(59)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailProblem(longest)).toBeNull();
    expect(emailProblem(`${longest}m`)).toBe('tooLong');
  });

  it('refuses a megabyte and hostile input at once', () => {
    expect(emailProblem(`${'a'.repeat(MEGABYTE)}@example.com`)).toBe('tooLong');
    expect(emailProblem(' '.repeat(MEGABYTE))).toBe('tooLong');
    expect(isEmailAddress(`${'a.'.repeat(40)}@${'b-'.repeat(40)}`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(50)}@${'a.'.repeat(60)}!`)).toBe(false);
  });

  it('keeps its pattern anchored (lengths are checked before it runs)', () => {
    expect(EMAIL_PATTERN.test('x ir@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ir@example.com x')).toBe(false);
  });
});
