import { DEFAULT_EMAIL_HOSTS, emailSuggestions } from './email-suggestions';

describe('e-mail host suggestions', () => {
  it('suggests every host once the text ends with @', () => {
    expect(emailSuggestions('chan.tai.man@')).toEqual(DEFAULT_EMAIL_HOSTS.map((host) => `chan.tai.man@${host}`));
  });

  it('takes the hosts as a parameter', () => {
    expect(emailSuggestions('ir@', ['corp.example.com', 'example.hk'])).toEqual(['ir@corp.example.com', 'ir@example.hk']);
    expect(emailSuggestions('ir@', [])).toEqual([]);
  });

  it('keeps offering matching hosts while the host is typed, and stops once it is complete', () => {
    expect(emailSuggestions('ir@h')).toEqual(['ir@hotmail.com']);
    expect(emailSuggestions('ir@GM')).toEqual(['ir@gmail.com']);
    expect(emailSuggestions('ir@gmail.com')).toEqual([]);
    expect(emailSuggestions('ir@example.org')).toEqual([]);
  });

  it('suggests nothing without a local part, for a second @, or for text with spaces inside', () => {
    expect(emailSuggestions('')).toEqual([]);
    expect(emailSuggestions('   ')).toEqual([]);
    expect(emailSuggestions('@')).toEqual([]);
    expect(emailSuggestions('no-at-sign')).toEqual([]);
    expect(emailSuggestions('a@b@')).toEqual([]);
    expect(emailSuggestions('chan tai man@')).toEqual([]);
  });

  it('ignores surrounding spaces', () => {
    expect(emailSuggestions('  ir@ ', ['example.hk'])).toEqual(['ir@example.hk']);
  });
});
