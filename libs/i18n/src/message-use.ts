import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import type { Lang } from './lang';

/** Told the language, id and compiled message of every message an instance translates from its catalog. */
export type MessageUseRecorder = (lang: Lang, id: string, message: Messages[string]) => void;

let currentRecorder: () => MessageUseRecorder | undefined = () => undefined;

/**
 * Server only: `current` names the recorder of the render under way (the site server keeps one per
 * request in an AsyncLocalStorage), so the page can carry exactly the messages it used and the
 * browser hydrates without the catalog. Instances record into the recorder current when
 * `createI18n` made them, including those that meta functions make for themselves.
 */
export function setMessageUseRecorder(current: () => MessageUseRecorder | undefined): void {
  currentRecorder = current;
}

/** Makes `i18n` report what it translates to the current recorder, if there is one. */
export function recordMessageUse(i18n: I18n, lang: Lang): void {
  const record = currentRecorder();
  if (!record) return;
  const translate = i18n._.bind(i18n) as (id: MessageDescriptor | string, ...rest: unknown[]) => string;
  const recording = ((id: MessageDescriptor | string, ...rest: unknown[]) => {
    const messageId = typeof id === 'string' ? id : id?.id;
    const message = messageId ? i18n.messages[messageId] : undefined;
    if (messageId && message !== undefined) record(lang, messageId, message);
    return translate(id, ...rest);
  }) as I18n['_'];
  // `t` (and `useLingui()._`) is bound to the original `_` when the instance is made: replace both.
  i18n._ = recording;
  i18n.t = recording;
}
