import { pagePath } from '@brokerage/domain';
import { formatDay } from '@brokerage/i18n';
import { AppButtonLink, clearJumpInfo, readJumpInfo, storeJumpInfo, useShellActions } from '@brokerage/layout';
import { PageHeading, PageLead, PageSection, pageTitleMeta, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { Button } from '@brokerage/ui';
import { defaultArea } from '@brokerage/validation';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { applyMessages as m } from './apply-api-messages';
import { ApplicationFlow } from './application-flow';
import { emptyValues, isApplyType, type ApplicationValues, type ApplyType, type SubmitAnswer, type SubmitRequest } from './application-rules';
import { joinSentences, useOpenApiReviewTime } from './review-time';
import { xhrUploadDocument, type UploadDocument } from './upload-transport';

/** Where the site takes application documents (a resource route of the slice), below district and language. */
export const APPLY_UPLOAD_PAGE = 'apply-api/upload';

/** The form's element: where a login asked for by the page comes back to (the URL's fragment). */
export const APPLICATION_FORM_ID = 'application';

/** What the page's loader gives: the form (prefilled for a signed-in user), or, for a type that needs a login, the invitation to log in. */
export type ApplyApiData =
  | { type: ApplyType; kind: 'login' }
  | {
      type: ApplyType;
      kind: 'form';
      loggedIn: boolean;
      /** The signed-in user's details (user-info-for-open-api-apply); empty for visitors. */
      prefill: Partial<ApplicationValues>;
      /** The details could not be fetched: the user types them. */
      prefillFailed: boolean;
      /** The Hong Kong day of the user's latest application, when one was submitted. */
      latestSubmittedDay: string | null;
    };

const TITLES: Record<ApplyType, MessageDescriptor> = { personal: m.titlePersonal, company: m.titleCompany, visitor: m.titleVisitor };
const LEADS: Record<ApplyType, MessageDescriptor> = { personal: m.leadPersonal, company: m.leadCompany, visitor: m.leadVisitor };

export interface ApplyApiPageProps {
  data: ApplyApiData;
  onSubmit: (request: SubmitRequest) => void;
  submitting: boolean;
  answer: SubmitAnswer | null;
  uploadDocument?: UploadDocument;
  /** For stories and tests. */
  flowProps?: Pick<ComponentProps<typeof ApplicationFlow>, 'initialStep' | 'initialDocuments'>;
}

/**
 * `apply-api/{type}`: the open-API application of an individual or a company (signed-in users:
 * visitors get the 'please login first' dialog and come back here after logging in) or a visitor's
 * enquiry. Once shown, the form stays, whatever the session does, so nothing typed is lost.
 */
export function ApplyApiPage({ data, onSubmit, submitting, answer, uploadDocument = xhrUploadDocument, flowProps }: ApplyApiPageProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const reviewTime = useOpenApiReviewTime();
  const [form, setForm] = useState(data.kind === 'form' ? data : null);
  if (data.kind === 'form' && data !== form) setForm(data);
  const gated = form === null;
  usePleaseLogin(gated);
  useReturnToFormAfterLogin(gated, data.type);

  const heading = <PageHeading>{i18n._(TITLES[data.type])}</PageHeading>;
  if (!form) {
    return (
      <PageSection data-testid="apply-api-login">
        {heading}
        <PageLead>{i18n._(m.loginNeeded)}</PageLead>
        <GateActions>
          <LoginButton type={data.type} />
          <AppButtonLink href={pagePath(site, lang, 'apply-api/visitor')} $variant="secondary" $size="md">
            {i18n._(m.asVisitor)}
          </AppButtonLink>
        </GateActions>
      </PageSection>
    );
  }
  const initialValues = { ...emptyValues(defaultArea(site.district).area), ...form.prefill };
  return (
    <PageSection>
      {heading}
      <PageLead>{joinSentences(lang, i18n._(LEADS[form.type]), form.type === 'visitor' ? '' : reviewTime)}</PageLead>
      {form.prefillFailed && <Note role="status">{i18n._(m.prefillUnavailable)}</Note>}
      {form.latestSubmittedDay && <Note>{i18n._(m.latestSubmitted.id, { date: formatDay(form.latestSubmittedDay, lang) })}</Note>}
      <div id={APPLICATION_FORM_ID}>
        <ApplicationFlow
          key={form.type}
          type={form.type}
          site={site}
          lang={lang}
          initialValues={initialValues}
          loggedIn={form.loggedIn}
          uploadUrl={pagePath(site, lang, APPLY_UPLOAD_PAGE)}
          uploadDocument={uploadDocument}
          onSubmit={onSubmit}
          submitting={submitting}
          answer={answer}
          {...flowProps}
        />
      </div>
    </PageSection>
  );
}

function LoginButton({ type }: { type: ApplyType }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { openLoginDialog } = useShellActions();
  return (
    <Button type="button" $variant="primary" $size="md" onClick={() => openLoginDialog(pagePath(site, lang, `apply-api/${type}`))}>
      {i18n._(m.login)}
    </Button>
  );
}

/**
 * The frame's 'please login first' dialog for a visitor on a form that needs a login. The route's
 * handle cannot say it (one route serves the three types, and the visitor's needs no login), so
 * the page asks once the frame has applied the handle, and gives the flag back when it goes.
 */
function usePleaseLogin(gated: boolean) {
  const { setNeedLogin } = useShellActions();
  useEffect(() => {
    if (!gated) return undefined;
    const ask = setTimeout(() => setNeedLogin(true));
    return () => {
      clearTimeout(ask);
      setNeedLogin(false);
    };
  }, [gated, setNeedLogin]);
}

/**
 * While the form waits for a login, the page stores the jump back to it (spec 4): whichever login
 * follows (the please-login dialog, the page's button, the header's), the visitor comes back to
 * the form, scrolled into view and focused. Leaving without a login takes the jump away again.
 */
function useReturnToFormAfterLogin(gated: boolean, type: ApplyType) {
  const { site, lang } = useSite();
  const url = `${pagePath(site, lang, `apply-api/${type}`)}#${APPLICATION_FORM_ID}`;
  useEffect(() => {
    if (!gated) return undefined;
    storeJumpInfo({ url, scrollIntoView: true });
    return () => {
      if (readJumpInfo()?.url === url) clearJumpInfo();
    };
  }, [gated, url]);
}

/** Every apply-api page: out of the sitemap (the visitor's enquiry too: a form, not content). */
export const applyApiHandle: SiteRouteHandle = { sitemap: false };

/** Title by type; never indexed. */
export const applyApiMeta = (args: Parameters<ReturnType<typeof pageTitleMeta>>[0]) => {
  const type = args.params['type'];
  return pageTitleMeta(TITLES[isApplyType(type) ? type : 'visitor'], { noindex: true })(args);
};

/** The route component: the page with its loader's data, submitting through the route's action. */
export function ApplyApiRoute() {
  const data = useLoaderData<ApplyApiData>();
  const fetcher = useFetcher<SubmitAnswer>();
  const posted = useActionData<SubmitAnswer>();
  const { site, lang } = useSite();
  const submit = (request: SubmitRequest) =>
    fetcher.submit(request as unknown as Parameters<typeof fetcher.submit>[0], { method: 'post', encType: 'application/json', action: pagePath(site, lang, `apply-api/${data.type}`) });
  return <ApplyApiPage data={data} onSubmit={submit} submitting={fetcher.state !== 'idle'} answer={fetcher.data ?? posted ?? null} />;
}

const GateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  max-width: 760px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
