/**
 * @jest-environment jsdom
 */
import type { District, Lang } from '@brokerage/domain';
import { createI18n } from '@brokerage/i18n';
import { theme } from '@brokerage/ui';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { APPLICATION_UUID, ApplySite, FrameProbe, REVIEW_TIME, signedInForm, storingUpload, visitorForm } from './apply-api-fixtures';
import { ApplyApiPage, type ApplyApiData } from './apply-api-page';
import type { SubmitAnswer, SubmitRequest } from './application-rules';
import type { UploadDocument } from './upload-transport';

interface Setup {
  data: ApplyApiData;
  lang?: Lang;
  district?: District;
  upload?: UploadDocument;
}

/** The page with what the route would give it; `answer(...)` plays the action's answer to the last submit. */
const renderPage = ({ data, lang = 'en', district = 'hk', upload = storingUpload }: Setup) => {
  const onSubmit = jest.fn<void, [SubmitRequest]>();
  const i18n = createI18n(lang);
  const page = (answer: SubmitAnswer | null, submitting = false) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ApplySite lang={lang} district={district}>
          <ApplyApiPage data={data} onSubmit={onSubmit} submitting={submitting} answer={answer} uploadDocument={upload} />
          <FrameProbe />
        </ApplySite>
      </ThemeProvider>
    </I18nProvider>
  );
  const view = render(page(null));
  return {
    ...view,
    onSubmit,
    // The applyAccept default would hide the refused types from the input: the page checks them itself.
    user: userEvent.setup({ applyAccept: false, delay: null }),
    answer: (answer: SubmitAnswer | null, submitting = false) => view.rerender(page(answer, submitting)),
  };
};

const field = (name: string | RegExp) => screen.getByLabelText(name);
const pdf = (name = 'id-card.pdf', bytes = 2048) => new File([new Uint8Array(bytes).fill(0x25)], name, { type: 'application/pdf' });
const PURPOSE = 'A trading tool for my own account that places limit orders.';

describe('open-API application page', () => {
  it('checks every field with the API schema, says what is wrong beside each one and focuses the first', async () => {
    const { user, onSubmit } = renderPage({ data: visitorForm });
    await user.type(field(/^Mobile number/), '123');
    await user.type(field(/^E-mail/), 'tm.chan@');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    expect(field(/^Full name/)).toHaveAccessibleDescription('Please fill in this field');
    expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(field(/^Mobile number/)).toHaveAccessibleDescription('Please enter an 8-digit phone number');
    expect(field(/^What will you build/)).toHaveAccessibleDescription(/at least 10 characters/);
    expect(field(/^Full name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixed fields lose their error on the next check; the visitor's phone may also stay empty.
    await user.type(field(/^Full name/), 'Lee Ka Yan');
    await user.clear(field(/^Mobile number/));
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(field(/^Full name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Mobile number/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^E-mail/)).toHaveFocus();
  });

  it('labels each field and marks the required ones', () => {
    renderPage({ data: signedInForm('company') });
    expect(field(/^Registered company name/)).toBeRequired();
    expect(field(/^Contact name/)).toBeRequired();
    expect(field(/^Job title/)).not.toBeRequired();
    expect(screen.getByText('Job title').parentElement).toHaveTextContent('Job title (optional)');
    expect(screen.getByText('Registered company name').parentElement).toHaveTextContent('Registered company name *');
    expect(field(/^Company website/)).not.toBeRequired();
  });

  it('prefills the signed-in user, reviews exactly what will be sent, goes back to edit and sends it', async () => {
    const { user, onSubmit } = renderPage({ data: signedInForm('personal') });
    expect(field(/^Full name/)).toHaveValue('Chan Tai Man');
    expect(field(/^Mobile number/)).toHaveValue('51234567');
    expect(field(/^E-mail/)).toHaveValue('tm.chan@example.com');
    await user.type(field(/^What will you build/), PURPOSE);
    await user.upload(screen.getByLabelText('Add documents'), pdf());
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    const review = screen.getByTestId('application-review');
    expect(within(review).getByRole('heading', { name: 'Check your application' })).toHaveFocus();
    expect(within(review).getByText('Full name').nextElementSibling).toHaveTextContent('Chan Tai Man');
    expect(within(review).getByText('Mobile number').nextElementSibling).toHaveTextContent('+852 51234567');
    expect(within(review).getByText('What will you build with the API?').nextElementSibling).toHaveTextContent(PURPOSE);
    expect(within(review).getByText('Supporting documents').nextElementSibling).toHaveTextContent('id-card.pdf (2 KB)');

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(field(/^What will you build/)).toHaveValue(PURPOSE);
    await user.clear(field(/^Full name/));
    await user.type(field(/^Full name/), 'Chan Siu Ming');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(onSubmit).toHaveBeenCalledWith({
      uuid: APPLICATION_UUID,
      values: expect.objectContaining({ name: 'Chan Siu Ming', areaCode: '852', phoneNumber: '51234567', email: 'tm.chan@example.com', purpose: PURPOSE }),
      fileIds: ['0a1b2c3d-0000-4000-8000-000000002048'],
    });
  });

  it('shows upload progress, refuses a wrong type before sending, says why the site refused one, and removes files', async () => {
    let finish: (answer: Awaited<ReturnType<UploadDocument>>) => void = () => undefined;
    let progress: (fraction: number) => void = () => undefined;
    const upload = jest.fn<ReturnType<UploadDocument>, Parameters<UploadDocument>>(
      ({ onProgress }) =>
        new Promise((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const { user } = renderPage({ data: signedInForm('personal'), upload });

    await user.upload(screen.getByLabelText('Add documents'), new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: only PDF, JPG and PNG files can be uploaded.');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Add documents'), pdf('statement.pdf'));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ url: '/en/apply-api/upload', uuid: null })));
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Upload of statement.pdf' })).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    await act(async () => finish({ ok: false, uuid: APPLICATION_UUID, problem: 'cap' }));
    expect(screen.getByText('statement.pdf: an application can have at most 10 documents.')).toBeInTheDocument();

    // A refused file can be removed; the next upload joins the application the first one started.
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByText(/notes\.txt|statement\.pdf/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add documents'), pdf('again.pdf'));
    await waitFor(() => expect(upload).toHaveBeenLastCalledWith(expect.objectContaining({ uuid: APPLICATION_UUID })));
  });

  it('will not go on to the review while a document is still uploading', async () => {
    const upload: UploadDocument = () => new Promise(() => undefined);
    const { user } = renderPage({ data: signedInForm('personal'), upload });
    await user.type(field(/^What will you build/), PURPOSE);
    await user.upload(screen.getByLabelText('Add documents'), pdf());
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait until your documents have finished uploading.');
    expect(screen.queryByTestId('application-review')).not.toBeInTheDocument();
  });

  it('keeps everything after a failed submit, says why, and sends again', async () => {
    const { user, onSubmit, answer } = renderPage({ data: signedInForm('personal') });
    await user.type(field(/^What will you build/), PURPOSE);
    await user.upload(screen.getByLabelText('Add documents'), pdf());
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    answer(null, true);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    answer({ state: 'failed', reason: 'unavailable', uuid: APPLICATION_UUID });
    expect(screen.getByTestId('submit-failure')).toHaveTextContent('Your application could not be sent just now. Nothing you entered is lost');
    expect(screen.getByTestId('application-review')).toHaveTextContent('id-card.pdf');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1][0]).toEqual(onSubmit.mock.calls[0][0]);

    // The server's field problems take the user back to the field, with what they typed.
    answer({ state: 'failed', reason: 'invalid', uuid: APPLICATION_UUID, errors: { email: { id: 'validation.email.invalid' } } });
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(field(/^E-mail/)).toHaveFocus();
    expect(field(/^What will you build/)).toHaveValue(PURPOSE);
    expect(screen.getByText('id-card.pdf')).toBeInTheDocument();
  });

  it('offers to log in again when the session ended, coming back to this page', async () => {
    const { user, answer } = renderPage({ data: signedInForm('company') });
    await user.type(field(/^Registered company name/), 'Harbour Robotics Limited');
    await user.type(field(/^Business registration number/), '71234567');
    await user.type(field(/^What will you build/), PURPOSE);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    answer({ state: 'failed', reason: 'login', uuid: null });
    await user.click(within(screen.getByTestId('submit-failure')).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('frame-probe')).toHaveAttribute('data-jump', '/en/apply-api/company');
    expect(screen.getByTestId('application-review')).toHaveTextContent('Harbour Robotics Limited');
  });

  it('shows the outcome with the way to the applications (Hong Kong) and to the Open API page', async () => {
    const { user, answer } = renderPage({ data: signedInForm('personal'), lang: 'zh-hk' });
    await user.type(field(/^您會用 API 開發甚麼？/), '為自己帳戶而設的交易工具，自動落盤。');
    await user.click(screen.getByRole('button', { name: '下一步：確認資料' }));
    answer({ state: 'success', uuid: APPLICATION_UUID, email: 'tm.chan@example.com' });
    expect(screen.getByRole('heading', { name: '申請已提交' })).toHaveFocus();
    expect(within(screen.getByTestId('application-sent')).getByRole('status')).toHaveTextContent('tm.chan@example.com');
    expect(screen.getByRole('link', { name: '查看我的申請' })).toHaveAttribute('href', '/zh-hk/sta-login/api');
    expect(screen.getByRole('link', { name: '返回 Open API' })).toHaveAttribute('href', '/zh-hk/open-api');
  });

  it('says how long a review takes in the base config’s words (the sentence the open-api page shows), before and after sending', async () => {
    const { user, answer } = renderPage({ data: signedInForm('personal'), lang: 'zh-hk' });
    expect(screen.getByText(/^請告訴我們/)).toHaveTextContent(REVIEW_TIME['zh-hk']);
    await user.type(field(/^您會用 API 開發甚麼？/), '為自己帳戶而設的交易工具，自動落盤。');
    await user.click(screen.getByRole('button', { name: '下一步：確認資料' }));
    answer({ state: 'success', uuid: APPLICATION_UUID, email: 'tm.chan@example.com' });
    expect(within(screen.getByTestId('application-sent')).getByRole('status')).toHaveTextContent(REVIEW_TIME['zh-hk']);
  });

  it('has no link to the applications on the mainland site', () => {
    renderPage({ data: signedInForm('personal'), lang: 'zh-cn', district: 'mainland' }).answer({ state: 'success', uuid: APPLICATION_UUID, email: 'a@example.com' });
    expect(screen.queryByRole('link', { name: '查看我的申请' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回 Open API' })).toHaveAttribute('href', '/mainland/zh-cn/open-api');
  });

  it('asks a visitor to log in for a personal application (the please-login dialog), and comes back here', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderPage({ data: { type: 'personal', kind: 'login' }, lang: 'zh-hk' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('個人 Open API 申請');
      expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByTestId('frame-probe')).toHaveAttribute('data-need-login', 'true');
      expect(screen.getByRole('link', { name: '沒有帳戶？改為提交查詢' })).toHaveAttribute('href', '/zh-hk/apply-api/visitor');
      jest.useRealTimers();
      await user.click(screen.getByRole('button', { name: '登入' }));
      expect(screen.getByTestId('frame-probe')).toHaveAttribute('data-jump', '/zh-hk/apply-api/personal');
    } finally {
      jest.useRealTimers();
    }
  });

  it('needs no login for the visitor enquiry, and has no documents part', () => {
    renderPage({ data: visitorForm });
    expect(screen.getByTestId('frame-probe')).toHaveAttribute('data-need-login', 'false');
    expect(screen.queryByLabelText('Add documents')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Open API enquiry');
  });
});
