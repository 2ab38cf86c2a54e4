import type { MessageDescriptor } from '@lingui/core';

/** UI chrome of the shared primitives (catalog `ui`). */
export const uiMessages = {
  close: /*i18n*/ { id: 'ui.dialog.close', message: 'Close' },
  toastDefault: /*i18n*/ { id: 'ui.toast.default', message: 'Error' },
  errorTipDefault: /*i18n*/ { id: 'ui.errorTip.default', message: 'error!' },
  notifications: /*i18n*/ { id: 'ui.toast.region', message: 'Notifications' },
  pageLoading: /*i18n*/ { id: 'ui.progress.label', message: 'Loading page' },
  avatarFallback: /*i18n*/ { id: 'ui.avatar.fallback', message: 'User avatar' },
} satisfies Record<string, MessageDescriptor>;
