import { fixtureShellState, userWithAccount, userWithoutAccount } from './fixtures';
import { shouldShowOpenAccount } from './open-account';
import { shellView } from './shell-state';

describe('shouldShowOpenAccount (spec 4)', () => {
  it.each([
    ['a visitor outside the mainland', false, null, true],
    ['a visitor from a mainland IP', true, null, false],
    ['a logged-in user with guideAccountFlag', false, { guideAccountFlag: true }, true],
    ['a logged-in user without guideAccountFlag', false, { guideAccountFlag: false }, false],
    ['a user with guideAccountFlag on a mainland IP', true, { guideAccountFlag: true }, false],
    ['a user without the flag on a mainland IP', true, { guideAccountFlag: false }, false],
  ])('%s → %s', (_case, isMainlandIp, user, expected) => {
    expect(shouldShowOpenAccount({ isMainlandIp, user })).toBe(expected);
  });

  it('treats an undefined user as not logged in', () => {
    expect(shouldShowOpenAccount({ isMainlandIp: false, user: undefined })).toBe(true);
  });

  it('is what the shell view shows, including after a failed IP lookup (not mainland)', () => {
    expect(shellView(fixtureShellState({ user: userWithoutAccount })).showOpenAccountButton).toBe(true);
    expect(shellView(fixtureShellState({ user: userWithAccount })).showOpenAccountButton).toBe(false);
    expect(shellView(fixtureShellState({ isMainlandIp: true })).showOpenAccountButton).toBe(false);
    expect(shellView(fixtureShellState({ isMainlandIp: true, fail: ['ipInfo'] })).showOpenAccountButton).toBe(true);
  });
});
