import { sampleUser } from '@brokerage/layout/testing';
import { accountStatusOf, maskPhoneNumber, summariseUser } from './personal-centre-summary';

const user = sampleUser({
  avatar: 'https://cdn.example.com/avatars/chan.png',
  nickname: ' Chan Tai Man ',
  areaCode: '852',
  phoneNumber: '51234567',
  email: 'tm.chan@example.com',
  authUser: false,
  authUserAuditStatus: 0,
  guideAccountFlag: true,
  userQuotaInfo: { token: 'quota-token-secret' },
});

describe('maskPhoneNumber', () => {
  it.each([
    ['852', '51234567', '+852 ****4567'],
    ['86', '13812345678', '+86 138****5678'],
    ['+853', '66123456', '+853 ****3456'],
    ['65', '812345', '+65 **2345'],
    ['886', '91234', '+886 ***34'],
    ['852', '12', '+852 *2'],
    ['852', '7', '+852 *'],
    ['852', '5123 4567', '+852 ****4567'],
    ['', '51234567', '****4567'],
  ])('+%s %s → %s', (areaCode, phoneNumber, masked) => {
    expect(maskPhoneNumber(areaCode, phoneNumber)).toBe(masked);
  });

  it('masks all but the first three and last four digits of long numbers', () => {
    expect(maskPhoneNumber('44', '123456789012345')).toBe('+44 123********2345');
  });

  it('gives null for an account without a phone', () => {
    expect(maskPhoneNumber('', '')).toBeNull();
    expect(maskPhoneNumber('852', '  ')).toBeNull();
  });
});

describe('accountStatusOf', () => {
  it.each([
    [true, 2, 'opened'],
    [true, 0, 'opened'],
    [false, 1, 'under-review'],
    [false, 3, 'rejected'],
    [false, 0, 'not-opened'],
    [false, 2, 'not-opened'],
  ] as const)('authUser %s, audit status %s → %s', (authUser, authUserAuditStatus, status) => {
    expect(accountStatusOf({ authUser, authUserAuditStatus })).toBe(status);
  });
});

describe('summariseUser', () => {
  it('keeps what the personal centre shows, with the phone masked', () => {
    expect(summariseUser(user)).toEqual({
      nickname: 'Chan Tai Man',
      avatar: 'https://cdn.example.com/avatars/chan.png',
      maskedPhone: '+852 ****4567',
      email: 'tm.chan@example.com',
      accountStatus: 'not-opened',
      guideAccount: true,
      apiApplicationType: 'personal',
    });
  });

  it('leaves out the uuid, the quote token and the full phone number', () => {
    const serialised = JSON.stringify(summariseUser(user));
    expect(serialised).not.toContain(user.uuid);
    expect(serialised).not.toContain('quota-token-secret');
    expect(serialised).not.toContain('51234567');
  });

  it('describes an organisation account (e-mail login, no phone) as a company applicant without a phone', () => {
    const summary = summariseUser({ ...user, areaCode: '', phoneNumber: '', email: 'treasury@acme.example', nickname: '' });
    expect(summary).toMatchObject({ nickname: '', maskedPhone: null, email: 'treasury@acme.example', apiApplicationType: 'company' });
  });

  it('gives null for a missing e-mail', () => {
    expect(summariseUser({ ...user, email: ' ' }).email).toBeNull();
  });
});
