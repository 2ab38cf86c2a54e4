import { useActionData, useLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { pageTitleMeta, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import { registerPageTitle } from '../lib/page-title';
import type { AuthResult, DocumentAnswer, PanelConfig } from '../transport';
import { PanelPageLayout } from './page-layout';

const loadPanel = () => import('./register-panel');

/**
 * The panel (register-panel.tsx) is a deferred part (decision 013): the server renders it in full
 * and its form posts without JavaScript; its code (the panel, 9 KB gzip) comes right after the page
 * has hydrated, not before: the page hydrates with what every page needs and a few lines of its own.
 */
const RegisterPanel = deferHydration(() => loadPanel().then((module) => module.RegisterPanel));

/**
 * Holds a send of the panel's form made after the page hydrated but before the panel did (its code
 * on its way), which would otherwise post the page as a plain HTML form: the panel makes the click
 * that sent it (a button's, or the default button's of an Enter in a field) again once it has
 * hydrated (deferHydration). Should its code not come (offline), the form is posted as it was sent.
 * Returns what the panel calls once it has hydrated.
 */
function useSendsHeldUntilHydrated(root: RefObject<HTMLElement>): () => void {
  const holding = useRef(true);
  useEffect(() => {
    // On the window, capturing: before React, which stops (and does not cancel) a submit in a part still dehydrated.
    const hold = (event: SubmitEvent) => {
      const form = event.target;
      if (!holding.current || !(form instanceof HTMLFormElement) || !root.current?.contains(form)) return;
      event.preventDefault();
      const { submitter } = event;
      loadPanel().catch(() => {
        holding.current = false;
        form.requestSubmit(submitter);
      });
    };
    window.addEventListener('submit', hold, true);
    return () => window.removeEventListener('submit', hold, true);
  }, [root]);
  return useCallback(() => {
    holding.current = false;
  }, []);
}

/** `sta-regform/{data?}`: the register/login panel on a page of its own; it also takes the panel's plain form posts (no JavaScript). */
export const RegisterPage = () => {
  // Set when the form was posted without JavaScript (the action answers the page, not the script).
  // A script's post to the page gets the script's answer, which the page has nothing to show of.
  const actionData = useActionData<DocumentAnswer | AuthResult>();
  const documentAnswer = actionData && 'intent' in actionData ? actionData : null;
  const layout = useRef<HTMLDivElement>(null);
  const onHydrated = useSendsHeldUntilHydrated(layout);
  return (
    <PanelPageLayout ref={layout}>
      <RegisterPanel config={useLoaderData<PanelConfig>()} documentAnswer={documentAnswer} onHydrated={onHydrated} />
    </PanelPageLayout>
  );
};

export const registerPageHandle: SiteRouteHandle = { sitemap: true };
export const registerPageMeta = pageTitleMeta(registerPageTitle);
