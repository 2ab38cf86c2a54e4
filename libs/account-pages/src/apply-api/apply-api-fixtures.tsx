// Test and story helpers of the application forms (never imported by production code).
import type { District, Lang } from '@brokerage/domain';
import { createShellState, ShellProvider, useShellState } from '@brokerage/layout';
import { fixtureBaseConfig, fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';
import type { ApplyApiData } from './apply-api-page';
import type { ApplyType, UploadAnswer } from './application-rules';
import type { UploadDocument } from './upload-transport';

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

/** The base config's review-time sentence (`openApiReviewTime`), as the seed has it. */
export const REVIEW_TIME: Record<Lang, string> = {
  en: 'We review applications within three working days.',
  'zh-hk': '我們會於三個工作天內審批申請。',
  'zh-cn': '我们会于三个工作日内审批申请。',
};

/** The site, language and frame state a page of the slice needs (no frame drawn). */
export const ApplySite = ({ district = 'hk', lang, children }: { district?: District; lang: Lang; children: ReactNode }) => (
  <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
    <ShellProvider
      serverState={createShellState({
        lang,
        district,
        baseConfig: fulfilled({ ...fixtureBaseConfig(district, lang), openApiReviewTime: REVIEW_TIME[lang] }),
        pageMeta: fulfilled({}),
        activityTotal: fulfilled(0),
        ipRegion: fulfilled('HK'),
      })}
    >
      {children}
    </ShellProvider>
  </SiteProvider>
);

/** What the frame would do with the page's requests: the please-login flag and the login dialog's jump. */
export const FrameProbe = () => {
  const { needLogin, showLoginDialog, loginDialogJumpUrl } = useShellState();
  return <output data-testid="frame-probe" data-need-login={needLogin} data-login-dialog={showLoginDialog} data-jump={loginDialogJumpUrl ?? ''} />;
};

/** A signed-in applicant's form, filled from their details. */
export const signedInForm = (type: ApplyType): ApplyApiData => ({
  type,
  kind: 'form',
  loggedIn: true,
  prefill: { ...(type === 'company' ? { contactName: 'Chan Tai Man' } : { name: 'Chan Tai Man' }), areaCode: '852', phoneNumber: '51234567', email: 'tm.chan@example.com' },
  prefillFailed: false,
  latestSubmittedDay: null,
});

export const visitorForm: ApplyApiData = { type: 'visitor', kind: 'form', loggedIn: false, prefill: {}, prefillFailed: false, latestSubmittedDay: null };

export const APPLICATION_UUID = '3f6c2a9e-8b1d-4c7e-9a2f-5d4b3c2a1e0f';

/** An upload that reports progress in quarters and stores the file, as the site would answer. */
export const storingUpload: UploadDocument = async ({ file, onProgress }) => {
  for (const fraction of [0.25, 0.5, 0.75, 1]) onProgress(fraction);
  return { ok: true, uuid: APPLICATION_UUID, document: { fileId: `0a1b2c3d-0000-4000-8000-${String(file.size).padStart(12, '0')}`, fileName: file.name, size: file.size, contentType: file.type } } satisfies UploadAnswer;
};
