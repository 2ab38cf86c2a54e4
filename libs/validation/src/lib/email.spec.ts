import { EMAIL_MAX_LENGTH } from './constants';
import {
  EMAIL_PATTERN,
  EMAIL_RULE_MESSAGES,
  emailCodeErrorMessages,
  emailCodeWrongOrExpiredMessage,
  emailNotOrgAccountMessages,
  isValidEmail,
  validateEmail,
} from './email';
import { validationMessages as m } from './messages';
import { normalizeEmail } from './normalize';

describe('e-mail pattern', () => {
  it.each(['a@b.co', 'first.last@example.com', 'ops+alerts@mail.example.com.hk', "o'brien@corp.example", 'x_y-z@sub-domain.example.org', 'test@xn--fiqs8s.xn--55qx5d'])(
    'accepts %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(true);
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['plainaddress', '@example.com', 'user@', 'user@localhost', 'user@@example.com', 'user@exa mple.com', 'user@.example.com', 'user@example..com', '.user@example.com', 'user.@example.com', 'us..er@example.com', 'user@-example.com', 'user@example.c', 'user@example.com.'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('accepts what Chinese input methods type: padding and full-width characters', () => {
    expect(normalizeEmail('  ｃｆｏ＠ｅｘａｍｐｌｅ．ｃｏｍ\u3000')).toBe('cfo@example.com');
    expect(isValidEmail(' cfo＠example.com ')).toBe(true);
  });

  it('reports empty, too long and invalid addresses precisely', () => {
    expect(validateEmail('')).toBe(m.emailRequired);
    expect(validateEmail('   ')).toBe(m.emailRequired);
    expect(validateEmail(undefined)).toBe(m.emailRequired);
    expect(validateEmail('name@')).toBe(m.emailInvalid);
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toBe(m.emailTooLong);
    const longest = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(59)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(59)}.com`)).toBe(m.emailTooLong);
    expect(validateEmail(`${'a'.repeat(5000)}@example.com`)).toBe(m.emailTooLong);
    expect(validateEmail('ir@example.com')).toBeNull();
  });

  it('stays fast on hostile input', () => {
    const started = Date.now();
    expect(isValidEmail(`${'a.'.repeat(40)}@${'b-'.repeat(40)}`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(50)}@${'a.'.repeat(60)}!`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('e-mail rules texts', () => {
  it('has the order spec 8 refers to', () => {
    expect(EMAIL_RULE_MESSAGES.length).toBeGreaterThanOrEqual(5);
    expect(EMAIL_RULE_MESSAGES[0]).toBe(m.emailInvalid);
    expect(EMAIL_RULE_MESSAGES[2]).toBe(m.emailCodeWrongOrExpired);
    expect(EMAIL_RULE_MESSAGES[3]).toBe(m.emailNotOrgAccount);
    expect(EMAIL_RULE_MESSAGES[4]).toBe(m.emailContactAccountManager);
    expect(emailCodeWrongOrExpiredMessage()).toBe(EMAIL_RULE_MESSAGES[2]);
    expect(emailNotOrgAccountMessages()).toEqual([EMAIL_RULE_MESSAGES[3], EMAIL_RULE_MESSAGES[4]]);
  });

  it('maps 304005 and 304001 to their texts and leaves other codes to the server message', () => {
    expect(emailCodeErrorMessages(304005)).toEqual([m.emailCodeWrongOrExpired]);
    expect(emailCodeErrorMessages(304001)).toEqual([m.emailNotOrgAccount, m.emailContactAccountManager]);
    expect(emailCodeErrorMessages(400)).toBeNull();
    expect(emailCodeErrorMessages(0)).toBeNull();
  });
});
