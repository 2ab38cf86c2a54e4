import { useActionData, useLoaderData } from '@remix-run/react';
import { useRef } from 'react';
import { pageTitleMeta, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration, useSendsHeldUntilHydrated } from '@brokerage/ui';
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

/** `sta-regform/{data?}`: the register/login panel on a page of its own; it also takes the panel's plain form posts (no JavaScript). */
export const RegisterPage = () => {
  // Set when the form was posted without JavaScript (the action answers the page, not the script).
  // A script's post to the page gets the script's answer, which the page has nothing to show of.
  const actionData = useActionData<DocumentAnswer | AuthResult>();
  const documentAnswer = actionData && 'intent' in actionData ? actionData : null;
  const layout = useRef<HTMLDivElement>(null);
  // A send made while the panel's code is on its way waits for it (a plain form post if it never comes).
  const onHydrated = useSendsHeldUntilHydrated((form) => layout.current?.contains(form) === true, loadPanel);
  return (
    <PanelPageLayout ref={layout}>
      <RegisterPanel config={useLoaderData<PanelConfig>()} documentAnswer={documentAnswer} onHydrated={onHydrated} />
    </PanelPageLayout>
  );
};

export const registerPageHandle: SiteRouteHandle = { sitemap: true };
export const registerPageMeta = pageTitleMeta(registerPageTitle);
