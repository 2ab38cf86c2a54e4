import type { MessageDescriptor } from '@lingui/core';

/**
 * What the auth action says itself (the API's refusals come with their own message in the page's
 * language). Translations: the `auth-panel` catalog, ids `auth.server.*`. The field rules' messages
 * are @brokerage/validation's, the ones the panel shows for the same mistakes.
 */
export const authMessages = {
  /** Spec 8: codes 800 and 900, and no answer at all. */
  requestFailed: /*i18n*/ { id: 'auth.server.requestFailed', message: 'request failed!' },
  /** Spec 8: the default when a refusal carries no message of its own. */
  error: /*i18n*/ { id: 'auth.server.error', message: 'error！' },
  /** No intent the panel knows, a body that is not a form, or a field no form would send. */
  badRequest: /*i18n*/ {
    id: 'auth.server.badRequest',
    message: 'This request could not be understood. Please refresh the page and try again.',
  },
  /** Passwords and login e-mails travel encrypted; without JavaScript (or with a broken key) they cannot. */
  notEncrypted: /*i18n*/ {
    id: 'auth.server.notEncrypted',
    message: 'Your details could not be sent securely. Please make sure JavaScript is enabled, refresh the page and try again.',
  },
} satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(authMessages).map((descriptor) => [descriptor.id, descriptor]));

/** The descriptor with this id, if it is one of the auth action's own messages. */
export const authMessageById = (id: string): MessageDescriptor | undefined => byId.get(id);
