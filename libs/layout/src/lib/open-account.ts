import type { User } from '@brokerage/contracts';

/**
 * Spec 4: the open-account button shows only if the visitor is not detected as mainland by IP
 * and (the user has guideAccountFlag or is not logged in). A failed IP lookup counts as not mainland.
 */
export function shouldShowOpenAccount({ isMainlandIp, user }: { isMainlandIp: boolean; user: Pick<User, 'guideAccountFlag'> | null | undefined }): boolean {
  if (isMainlandIp) return false;
  return !user || user.guideAccountFlag === true;
}
