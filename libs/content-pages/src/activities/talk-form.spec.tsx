/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { TalkRegistrationForm } from './talk-form';
import { validateTalkForm, type TalkFormValues, type TalkRegistrationAnswer } from './talk-form-rules';

const renderForm = (answer: TalkRegistrationAnswer | null = null, lang: Lang = 'en', onValidSubmit = jest.fn(), initialValues?: Partial<TalkFormValues>) => {
  const view = renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <TalkRegistrationForm district="hk" lang={lang} initialValues={initialValues} answer={answer} onValidSubmit={onValidSubmit} />
    </SiteProvider>,
    { locale: lang },
  );
  return { ...view, onValidSubmit };
};

const typed = { name: 'Chan Tai Man', areaCode: '852', phoneNumber: '6123 4567', email: 'tai.man@example.com' };

describe('talk registration form', () => {
  it('checks the fields in the browser, shows each error beside its field and sends nothing', async () => {
    const { user, onValidSubmit } = renderForm();
    await user.type(screen.getByLabelText('Mobile number'), '123');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'tai.man@');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter an 8-digit phone number');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveAccessibleDescription('Please enter a valid e-mail address');
    // What was typed stays.
    expect(screen.getByLabelText('Mobile number')).toHaveValue('123');
  });

  it('sends a valid form, with the e-mail optional and +852 preselected on the Hong Kong site', async () => {
    const { user, onValidSubmit } = renderForm();
    expect(screen.getByLabelText('Area code')).toHaveValue('852');
    await user.type(screen.getByLabelText('Name'), 'Chan Tai Man');
    await user.type(screen.getByLabelText('Mobile number'), '6123 4567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("starts with the logged-in user's phone and e-mail, which stay editable", async () => {
    const { user, onValidSubmit } = renderForm(null, 'en', jest.fn(), { areaCode: '86', phoneNumber: '13800138000', email: 'li.ming@example.com' });
    expect(screen.getByLabelText('Area code')).toHaveValue('86');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveValue('li.ming@example.com');
    await user.type(screen.getByLabelText('Name'), 'Li Ming');
    await user.clear(screen.getByLabelText('E-mail (optional)'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the account's phone, which the booking goes with, instead of asking for one", async () => {
    const onValidSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'en' }}>
        <TalkRegistrationForm district="hk" lang="en" accountPhone={{ areaCode: '852', phoneNumber: '51234567' }} onValidSubmit={onValidSubmit} />
      </SiteProvider>,
      { locale: 'en' },
    );
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(screen.getByTestId('talk-registration-phone')).toHaveTextContent('+852 51234567');
    await user.type(screen.getByLabelText('Name'), 'Chan Tai Man');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValidSubmit).toHaveBeenCalledTimes(1);
    const sent = new FormData(onValidSubmit.mock.calls[0][0] as HTMLFormElement);
    expect([sent.get('areaCode'), sent.get('phoneNumber')]).toEqual(['852', '51234567']);
  });

  it('shows the server errors in the page language with the values the visitor typed', () => {
    renderForm({ state: 'invalid', values: { ...typed, name: '', phoneNumber: '123' }, errors: { name: 'content.activities.talk.form.nameRequired', phoneNumber: 'validation.phone.invalid852' } }, 'zh-hk');
    expect(screen.getByLabelText('姓名')).toHaveAccessibleDescription('請輸入你的姓名');
    expect(screen.getByLabelText('手機號碼')).toHaveValue('123');
    expect(screen.getByLabelText('電郵（選填）')).toHaveValue('tai.man@example.com');
  });

  it('replaces the form with the success message', () => {
    renderForm({ state: 'success', areaCode: '852', phoneNumber: '61234567' });
    expect(screen.getByRole('status')).toHaveTextContent('You are registered');
    expect(screen.getByRole('status')).toHaveTextContent('+852 61234567');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says a second registration of the same phone is not needed', () => {
    renderForm({ state: 'duplicate', values: typed }, 'zh-cn');
    expect(screen.getByRole('status')).toHaveTextContent('你已报名');
  });

  it.each([
    ['closed', 'Registration for this talk is closed.'],
    ['full', 'This talk is fully booked.'],
    ['limited', 'There have been too many registrations from your connection or account in a short time. Please try again in a few minutes.'],
    ['failed', 'Your registration could not be sent just now. Please try again in a moment.'],
  ] as const)('keeps the values and says why when the registration is %s', (state, text) => {
    renderForm({ state, values: typed });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Name')).toHaveValue('Chan Tai Man');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('6123 4567');
  });
});

describe('validateTalkForm', () => {
  it('accepts a valid form and an empty e-mail', () => {
    expect(validateTalkForm({ ...typed, email: '' })).toEqual({});
  });
  it('applies the per-area phone rules and the name length', () => {
    expect(validateTalkForm({ ...typed, areaCode: '86', phoneNumber: '61234567' }).phoneNumber).toBe('validation.phone.invalid86');
    expect(validateTalkForm({ ...typed, name: 'x'.repeat(61) }).name).toBe('content.activities.talk.form.nameTooLong');
  });
});
