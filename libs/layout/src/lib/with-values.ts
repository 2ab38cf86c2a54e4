import type { MessageDescriptor } from '@lingui/core';

/**
 * A catalog descriptor with placeholder values, for `i18n._(withValues(m.x, { name }))`.
 * Spreading a descriptor inside `i18n._({ ... })` would make the Lingui extractor read the call as a
 * new message and fail; the descriptors themselves stay literal in messages.ts.
 */
export const withValues = (descriptor: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor => ({ ...descriptor, values });
