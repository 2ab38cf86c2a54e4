import { useLingui } from '@lingui/react';
import type { PanelText } from './use-login-form';

/** Renders a PanelText: our descriptors through Lingui, the server's texts as they are. */
export function usePanelText(): (text: PanelText) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? text : i18n._(text));
}
