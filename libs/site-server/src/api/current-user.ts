import type { BrokerApi } from '@brokerage/api-client';
import type { User } from '@brokerage/contracts';
import type { SiteLoadContext } from '../load-context';

/** get-current-user of each request, keyed by its load context: Remix gives all loaders of one request the same object. */
const currentUsers = new WeakMap<SiteLoadContext, Promise<User>>();

/**
 * The signed-in user of this request, asked of the API once: the root loader (the frame's state)
 * and a page's own loader (the personal centre) run side by side and share the call. Only for a
 * request that has a session; a 300101 answer rejects every caller with the token-invalid envelope.
 */
export const currentUserOf = (context: SiteLoadContext, api: BrokerApi): Promise<User> => {
  let user = currentUsers.get(context);
  if (!user) {
    user = api.userServer.getCurrentUser();
    currentUsers.set(context, user);
  }
  return user;
};
