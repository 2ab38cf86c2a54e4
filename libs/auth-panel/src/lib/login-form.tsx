import { Button, ErrorTip, media, PhoneFieldsRow, useIsClient, VisuallyHidden } from '@brokerage/ui';
import { emailSuggestions, isRequiredField, showsEmailField, type LoginFieldName } from '@brokerage/validation';
import { pagePath } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { areaOptionLabel } from './areas';
import { Field, Input, Select } from './field';
import { panelMessages as m } from './messages';
import { usePanelText } from './panel-text';
import { useLoginForm, type LoginFormOptions, type LoginType } from './use-login-form';

const LOGIN_TYPES: readonly LoginType[] = ['phone', 'email'];

/** Form field names of the auth action (transport.ts), for a form posted without JavaScript. */
const POSTED_NAMES: Record<LoginFieldName, string> = { area: 'areaCode', phone: 'phoneNumber', checkCode: 'captcha', password: 'password', invite: 'inviteCode', email: 'email' };
const SUBMIT_INTENTS = { sms: 'login-sms', password: 'login-password', email: 'login-email' } as const;

/**
 * A submit by "Get code": until the form's first render in the browser ends (or for a click on it
 * made again once a deferred form has hydrated, deferHydration) it is the plain form's submit
 * button. Its click asks for the code; it sends no login.
 */
const asksForCode = (event: FormEvent<HTMLFormElement>) => /^send-/.test((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? '');

/** The register/login form of the panel: one of its three modes, with the toggles between them. */
export function LoginForm(options: LoginFormOptions) {
  const { i18n } = useLingui();
  const text = usePanelText();
  const form = useLoginForm(options);
  // False in the server's HTML and the first client render: until React runs the page, the form
  // works as plain HTML (submit buttons, nothing disabled by script-only rules).
  const hydrated = useIsClient();
  const { mode, fields, context, fieldErrors } = form;
  const typeGroupName = useId();
  const suggestionsId = useId();
  const readOnlyInvite = Boolean(options.inviteCode);
  const formRef = useRef<HTMLFormElement>(null);
  // A focus in the form before it hydrated (a deferred part's, or the page's) fetched nothing: the code comes now.
  const { prepare } = form;
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prepare();
  }, [prepare]);

  const bind = (name: LoginFieldName) => ({
    ref: form.focusRef(name),
    name: POSTED_NAMES[name],
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.setField(name, event.target.value),
  });
  const required = (name: LoginFieldName) => isRequiredField(context, name);
  // Before the script runs, buttons are plain submit buttons of the form (the server answers each intent).
  const sendButton = (
    <SendButton
      ref={form.focusRef('sendCode')}
      type={hydrated ? 'button' : 'submit'}
      name="intent"
      value={mode === 'email' ? 'send-email-code' : 'send-phone-code'}
      formNoValidate
      $variant="secondary"
      disabled={hydrated && !form.canSend}
      onClick={form.sendCode}
    >
      {form.secondsLeft > 0 ? i18n._(m.resendIn.id, { seconds: form.secondsLeft }) : i18n._(m.sendCode)}
    </SendButton>
  );
  const emailField = (label: string, hint?: string) => (
    <Field label={label} required={required('email')} optional={!required('email')} hint={hint} errors={fieldErrors.email} action={mode === 'email' ? sendButton : undefined}>
      {(control) => (
        <>
          <Input {...control} {...bind('email')} type="email" autoComplete="email" list={suggestionsId} />
          <datalist id={suggestionsId}>
            {emailSuggestions(fields.email).map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );

  return (
    <>
      {/* Its first focus fetches the code the form checks, encrypts and sends with (use-login-form.ts). */}
      <Form
        ref={formRef}
        aria-label={i18n._(m.formLabel)}
        noValidate
        method="post"
        action={options.documentAction}
        onFocus={prepare}
        onSubmit={(event) => (asksForCode(event) ? event.preventDefault() : void form.submit(event))}
      >
        {/*
          Enter in a field submits the login, not the code request (the first submit button is the
          default). Also once hydrated: an Enter pressed before a deferred form's code came is such a
          button's click, made again then (deferHydration).
        */}
        <button type="submit" name="intent" value={SUBMIT_INTENTS[mode]} hidden tabIndex={-1} />
        {!hydrated && (
          <>
            {options.jumpUrl && <input type="hidden" name="jump" value={options.jumpUrl} />}
            {options.pageQuery && <input type="hidden" name="pageQuery" value={options.pageQuery} />}
          </>
        )}
        <TypeSwitch disabled={!hydrated}>
          <VisuallyHidden as="legend">{i18n._(m.investorType)}</VisuallyHidden>
          {LOGIN_TYPES.map((type) => (
            <TypeOption key={type}>
              <input type="radio" name={typeGroupName} value={type} checked={form.loginType === type} onChange={() => form.setLoginType(type)} />
              <span>{i18n._(type === 'phone' ? m.retail : m.corporate)}</span>
            </TypeOption>
          ))}
        </TypeSwitch>

        {form.loginType === 'phone' ? (
          <PhoneFieldsRow>
            <Field label={i18n._(m.area)}>
              {(control) => (
                <Select {...control} {...bind('area')} autoComplete="tel-country-code">
                  {form.areas.map((area) => (
                    <option key={area.code} value={area.code}>
                      {areaOptionLabel(area)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={i18n._(m.phone)} required={required('phone')} errors={fieldErrors.phone}>
              {(control) => <Input {...control} {...bind('phone')} type="tel" autoComplete="tel-national" />}
            </Field>
          </PhoneFieldsRow>
        ) : (
          emailField(i18n._(m.orgEmail))
        )}

        {mode === 'password' ? (
          <Field label={i18n._(m.password)} required={required('password')} errors={fieldErrors.password}>
            {(control) => <Input {...control} {...bind('password')} type="password" autoComplete="current-password" />}
          </Field>
        ) : (
          <Field label={i18n._(m.checkCode)} required={required('checkCode')} errors={fieldErrors.checkCode} action={mode === 'sms' ? sendButton : undefined}>
            {(control) => <Input {...control} {...bind('checkCode')} autoComplete="one-time-code" inputMode="numeric" />}
          </Field>
        )}

        {mode === 'sms' && form.slider && form.SliderCaptcha && (
          <form.SliderCaptcha state={form.slider} onVerify={(x, trail) => void form.verifySlider(x, trail)} onRefresh={form.refreshSlider} onCancel={form.closeSlider} />
        )}

        {mode === 'sms' && showsEmailField(context) && emailField(i18n._(m.email), i18n._(m.emailHint))}

        {mode === 'sms' && (
          <Field label={i18n._(m.invite)} optional hint={readOnlyInvite ? i18n._(m.inviteFromLink) : undefined} errors={fieldErrors.invite}>
            {(control) => <Input {...control} {...bind('invite')} readOnly={readOnlyInvite} autoComplete="off" />}
          </Field>
        )}

        <Status role="status">{form.notice && text(form.notice)}</Status>
        {form.formError && <ErrorTip message={text(form.formError)} />}

        <ConsentLine />

        <Button type="submit" name="intent" value={SUBMIT_INTENTS[mode]} $size="lg" $block disabled={hydrated && !form.canSubmit} aria-busy={form.submitting}>
          {i18n._(form.submitting ? m.submitting : mode === 'sms' ? m.submitRegister : m.submitLogin)}
        </Button>
        {form.loginType === 'phone' && (
          <WayToggle $variant="text" disabled={!hydrated} onClick={() => form.setLoginWay(mode === 'sms' ? 'password' : 'sms')}>
            {i18n._(mode === 'sms' ? m.usePassword : m.useSms)}
          </WayToggle>
        )}
      </Form>
      {form.ConfirmDialog && <form.ConfirmDialog kind={form.confirm} onConfirm={form.confirmSmsLogin} onClose={form.closeConfirm} />}
    </>
  );
}

/** A legal page of the site, in a new tab: following it leaves the form as it is. Its text comes from the sentence around it. */
function LegalLink({ page, describedBy, children }: { page: string; describedBy: string; children?: ReactNode }) {
  const { site, lang } = useSite();
  return (
    <a href={pagePath(site, lang, page)} target="_blank" rel="noopener" aria-describedby={describedBy}>
      {children}
    </a>
  );
}

/** Before the login (and the registration an SMS login may be), the terms it accepts. */
function ConsentLine() {
  const { i18n } = useLingui();
  const newTabId = useId();
  return (
    <Consent>
      <Trans id={m.consent.id} components={{ 0: <LegalLink page="statement" describedBy={newTabId} />, 1: <LegalLink page="privacy" describedBy={newTabId} /> }} />
      <VisuallyHidden id={newTabId}>{i18n._(m.opensInNewTab)}</VisuallyHidden>
    </Consent>
  );
}

const Consent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  a { color: ${({ theme }) => theme.colors.brand}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const TypeSwitch = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const TypeOption = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    /* As tall as the other tab: a label that wraps makes both taller, not one. */
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    /* A tab of a promotion's narrow sidebar (163 px at 1440 px) holds an English label on one line. */
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
    text-align: center;
    ${media.mobile} {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 1px 3px rgba(15, 30, 60, 0.16);
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const SendButton = styled(Button)`
  flex: none;
  min-width: 112px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Stays in the page while empty, so screen readers announce what appears in it; takes no room then. */
const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
  &:empty { margin-top: -${({ theme }) => theme.space.md}; }
`;

const WayToggle = styled(Button)`
  align-self: center;
`;
