import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLocation } from '@remix-run/react';
import { storeJumpInfo } from '@brokerage/layout';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface RegisterLoginPromptProps {
  /** Names the prompt (the panel's own heading, "Register to join", heads it visibly). */
  title: MessageDescriptor;
  /** Why registering needs an account. */
  reason: MessageDescriptor;
  /** The id of the element holding the form once logged in: the login comes back to it. */
  formId: string;
  testId: string;
  /** The register/login panel (the site's ActivityLoginPanel). */
  panel: ReactNode;
}

/**
 * What a visitor sees instead of a registration form: why registering needs an account, and the
 * register/login panel. As soon as the visitor starts on the panel (focus or a tap inside it), the
 * page stores the jump info (spec 2 and 4): after the login, in this panel or the header's dialog,
 * they come back to this page scrolled to the form. Stored only then, so a visitor who merely
 * passed by is not brought back here by a later login elsewhere.
 */
export function RegisterLoginPrompt({ title, reason, formId, testId, panel }: RegisterLoginPromptProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const remember = () => storeJumpInfo({ url: `${pathname}#${formId}`, scrollIntoView: true });
  // The prompt is a deferred part's (decision 013): a visitor may have focused the panel before its code came.
  const prompt = useRef<HTMLElement>(null);
  useEffect(() => {
    if (prompt.current?.contains(document.activeElement)) remember();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Prompt ref={prompt} aria-label={i18n._(title)} data-testid={testId} onFocusCapture={remember} onPointerDownCapture={remember}>
      <p>{i18n._(reason)}</p>
      {panel}
    </Prompt>
  );
}

const Prompt = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  > p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
`;
