import type { JumpInfo } from '@brokerage/layout';
import type { AuthTransport, LoginSuccess, PanelUser } from '../transport';

/** Spec 9: how long a login waits for the user's details before it goes on without them. */
export const USER_INFO_WAIT_MS = 3000;

/**
 * The user of a login: the one its answer carries, else the session's, asked for once (spec 4: a
 * token without user info fetches it before navigating); null when that fails or takes longer
 * than USER_INFO_WAIT_MS.
 */
export const userOfLogin = async (result: LoginSuccess, transport: AuthTransport): Promise<PanelUser | null> => {
  if (result.user) return result.user;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), USER_INFO_WAIT_MS);
  });
  const fetched = transport.currentUser().then(
    (answer) => (answer.ok ? answer.user : null),
    () => null,
  );
  try {
    return await Promise.race([fetched, giveUp]);
  } finally {
    clearTimeout(timer);
  }
};

/** What a login leads to: the PGC dialog (a `pgc` jump for someone without a verified account) or a page. */
export type AfterLogin = { kind: 'pgc-dialog' } | { kind: 'navigate'; to: string; scrollTo: string | null };

/**
 * Where a login goes (spec 4). The server already chose `redirectTo` from the stored jump or the
 * panel's (only ever a same-site path); `override` is the page's own next step (the thank-you page).
 */
export const afterLogin = (stored: JumpInfo | null, user: PanelUser | null, redirectTo: string, override?: string): AfterLogin => {
  if (stored?.type === 'pgc' && user?.authUser !== true) return { kind: 'pgc-dialog' };
  const to = override ?? redirectTo;
  const fragment = to.includes('#') ? decodeURIComponent(to.slice(to.indexOf('#') + 1)) : '';
  return { kind: 'navigate', to, scrollTo: stored?.scrollIntoView && fragment ? fragment : null };
};
