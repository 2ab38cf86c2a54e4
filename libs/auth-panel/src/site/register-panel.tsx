import { pagePath } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { useAdoptTypedValues } from '@brokerage/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AuthPanel } from '../lib/auth-panel';
import type { DocumentAnswer, PanelConfig } from '../transport';
import { useSitePanel } from './use-site-panel';

const THANK_YOU_PAGE = 'newreg-thankyou';

export interface RegisterPanelProps {
  /** The panel config of the page's loader. */
  config: PanelConfig;
  /** The answer to the form posted without JavaScript. */
  documentAnswer: DocumentAnswer | null;
  /** Called once the panel has hydrated (and taken what was typed before). */
  onHydrated?: () => void;
}

/** A box-less element around the panel, to find its fields. */
const Fields = styled.div`
  display: contents;
`;

/**
 * The panel of the register page (`sta-regform`), the page's deferred part (register-page.tsx). A
 * phone registered here goes on to the thank-you page. What a visitor typed before its code came is
 * kept (useAdoptTypedValues).
 */
export function RegisterPanel({ config, documentAnswer, onHydrated }: RegisterPanelProps) {
  const { site, lang } = useSite();
  const panel = useSitePanel({ nextPage: (result) => (result.isNewUser ? pagePath(site, lang, THANK_YOU_PAGE) : undefined) });
  const root = useRef<HTMLDivElement>(null);
  useAdoptTypedValues(root);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <Fields ref={root}>
      <AuthPanel {...panel} placement="page" config={config} documentAnswer={documentAnswer} />
    </Fields>
  );
}
