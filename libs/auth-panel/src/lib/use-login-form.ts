import { track } from '@brokerage/analytics';
import type { District, Lang } from '@brokerage/domain';
// Only the form's shape comes with the page: the checks of its values (zod), the encryption and the
// captchas are the panel's code for its first use (panel-code.ts), fetched at the first focus, input or send.
import { CAPTCHA_KEY, DEBOUNCE_MS, isSendEnabled, isSubmitEnabled, loginModeOf, type LoginContext, type LoginFieldName, type LoginPayload } from '@brokerage/validation';
import { CODES } from '@brokerage/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { PowSolution } from '@brokerage/contracts';
import type { AuthFailure, AuthResult, AuthTransport, DocumentAnswer, LoginSuccess, PanelArea, PanelConfig, SliderPuzzle, SliderTrail } from '../transport';
import { builtInAreas, defaultAreaCode } from './areas';
import { useResendCountdown, type CodeTarget } from './countdown';
import type { AppEnv } from './encryption';
import { panelMessages as m } from './messages';
import { loadedPanelCode, loadPanelCode, type PanelCode } from './panel-code';

/** A text to show: one of ours (translated when rendered) or the server's, already in the page's language. */
export type PanelText = MessageDescriptor | string;

export type LoginType = 'phone' | 'email';
export type LoginWay = 'sms' | 'password';
export type PanelFields = Record<LoginFieldName, string>;
export type ConfirmKind = 'notRegistered' | 'noPassword';

export type SliderState =
  | { status: 'loading' }
  | { status: 'ready'; puzzle: SliderPuzzle; busy: boolean; error: PanelText | null };

/** A field that can take focus, or the send-code button. */
export type FocusTarget = LoginFieldName | 'sendCode';

/** Gap between two submits, so a double click or a held Enter key sends one login (spec 5: submit is throttled). */
export const SUBMIT_THROTTLE_MS = 1000;

export interface LoginFormOptions {
  transport: AuthTransport;
  district: District;
  lang: Lang;
  appEnv: AppEnv;
  jumpUrl?: string | null;
  /** A jump stored by the page before the login (spec 4): read when the login is sent, it beats `jumpUrl`. */
  storedJumpUrl?: () => string | null;
  inviteCode?: string | null;
  onLoggedIn?: (result: LoginSuccess) => void;
  /** The answer to this form posted without JavaScript: its fields, and what the server said. */
  documentAnswer?: DocumentAnswer | null;
  /** The panel config the page's loader already has (areas and keys): no round trip, and a complete form without JavaScript. */
  config?: PanelConfig | null;
  /** Where the form posts when JavaScript has not run (the registration page); none: script only. */
  documentAction?: string;
  /** The page's query string, posted with a form sent without JavaScript (registration attribution). */
  pageQuery?: string;
}

const failureText = (failure: AuthFailure): PanelText => failure.message || m.errorDefault;
const NO_ANSWER: AuthFailure = { ok: false, code: null, message: '' };

/** A transport that throws, or an encryption (or the download of the panel's code) that fails, counts as a failure without a code ('error！'). */
const settle = <T extends object>(request: () => Promise<AuthResult<T>>): Promise<AuthResult<T>> =>
  Promise.resolve()
    .then(request)
    .catch((): AuthFailure => ({ ok: false, code: null, message: '' }));

const withoutKey = <K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

/** The fields of a form posted without JavaScript, filled in again (with the returned code outside production). */
const answeredFields = (fresh: PanelFields, { intent, result, fields }: DocumentAnswer, appEnv: AppEnv): PanelFields => {
  const captcha = result.ok && intent === 'send-phone-code' && appEnv !== 'pro' ? (result.captcha ?? '') : '';
  return { ...fresh, area: fields.area || fresh.area, phone: fields.phone, email: fields.email, invite: fresh.invite || fields.invite, checkCode: captcha };
};

/** The page's query string (registration attribution), read when the login is sent. */
const currentPageQuery = (): string | undefined => (typeof window === 'undefined' ? undefined : window.location.search || undefined);

/**
 * State and actions of the login form (spec 4, 5 and 8): modes, fields, the registered flag,
 * code requests with their countdown and slider captcha, submit and the error handling.
 */
export function useLoginForm({ transport, district, lang, appEnv, jumpUrl, storedJumpUrl, inviteCode, onLoggedIn, documentAnswer, config }: LoginFormOptions) {
  const [areas, setAreas] = useState<PanelArea[]>(() => (config?.areas.length ? config.areas : builtInAreas(lang)));
  const freshFields = useCallback(
    (): PanelFields => ({ area: defaultAreaCode(areas, district), phone: '', checkCode: '', password: '', invite: inviteCode ?? '', email: '' }),
    [areas, district, inviteCode],
  );
  const [fields, setFields] = useState<PanelFields>(() => (documentAnswer ? answeredFields(freshFields(), documentAnswer, appEnv) : freshFields()));
  const [loginType, setLoginTypeState] = useState<LoginType>('phone');
  const [loginWay, setLoginWayState] = useState<LoginWay>('sms');
  /** check-phone's answer for the current number; null until it answers. */
  const [registered, setRegistered] = useState<boolean | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginFieldName, readonly PanelText[]>>>({});
  const [formError, setFormError] = useState<PanelText | null>(() => (documentAnswer && !documentAnswer.result.ok ? failureText(documentAnswer.result) : null));
  const [notice, setNotice] = useState<PanelText | null>(() => (documentAnswer?.result.ok && documentAnswer.intent === 'send-phone-code' ? m.codeSentToPhone : null));
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [slider, setSlider] = useState<SliderState | null>(null);
  const [confirm, setConfirm] = useState<ConfirmKind | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const countdown = useResendCountdown();
  // The panel's code for its first use: here once the visitor focused or typed in the form, or sent
  // it (or another panel of the page fetched it). Not in the server's render nor the first client one.
  const [loadedCode, setLoadedCode] = useState<PanelCode | null>(loadedPanelCode);
  const code = loadedCode ?? loadedPanelCode();
  const loadCode = useCallback(
    (): Promise<PanelCode> =>
      loadPanelCode().then((loaded) => {
        setLoadedCode(loaded);
        return loaded;
      }),
    [],
  );
  /** Starts fetching the panel's code (first focus or input), so it is in by the time a check or a send needs it. */
  const prepare = useCallback(() => {
    if (!loadedPanelCode()) loadCode().catch(() => undefined);
  }, [loadCode]);

  const mode = loginModeOf(loginType, loginWay);
  const context: LoginContext = { mode, district, registered: registered === true };
  const codeTarget: CodeTarget = mode === 'email' ? 'email' : 'phone';
  const secondsLeft = countdown.secondsLeftFor(codeTarget);

  // Requests answer late: an answer for a number or address that has since been edited is dropped.
  const targetVersion = useRef({ phone: 0, email: 0 });
  // Likewise a puzzle or a slider answer that arrives after the box was closed.
  const sliderRun = useRef(0);
  /** The proof of work of the puzzle on screen, started as it arrives so it is done (or nearly) by the drop. */
  const powWork = useRef<{ challengeId: string; controller: AbortController; solution: Promise<PowSolution | null> } | null>(null);
  useEffect(() => () => powWork.current?.controller.abort(), []);
  const submittingNow = useRef(false);
  const throttled = useRef(false);
  const startReported = useRef(false);
  const throttleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(throttleTimer.current), []);

  // panelConfig once per transport; its keys are awaited by the encryption, its areas fill the picker.
  const configRequest = useRef<Promise<PanelConfig> | null>(config ? Promise.resolve(config) : null);
  const loadConfig = useCallback((): Promise<PanelConfig> => {
    configRequest.current ??= settle(() => transport.panelConfig()).then((result) =>
      result.ok ? { areas: result.areas, rsaPublicKeys: result.rsaPublicKeys, captcha: result.captcha } : { areas: [], rsaPublicKeys: [] },
    );
    return configRequest.current;
  }, [transport]);

  useEffect(() => {
    let current = true;
    void loadConfig().then((config) => {
      if (!current || config.areas.length === 0) return;
      setAreas(config.areas);
      setFields((previous) => (config.areas.some((area) => area.code === previous.area) ? previous : { ...previous, area: defaultAreaCode(config.areas, district) }));
    });
    return () => {
      current = false;
    };
  }, [loadConfig, district]);

  const encrypt = async (text: string): Promise<string> => {
    const [{ encryptText, encryptionKeyOf }, { rsaPublicKeys }] = await Promise.all([loadPanelCode(), loadConfig()]);
    return encryptText(text, encryptionKeyOf(rsaPublicKeys, appEnv));
  };

  // A form posted without JavaScript comes back with its number: its registration is checked at once.
  useEffect(() => {
    if (documentAnswer) prepare();
  }, [documentAnswer, prepare]);

  // The registered flag decides whether the Hong Kong SMS form asks for an e-mail; elsewhere it changes nothing.
  // Until the panel's code is in, the flag stays unknown and the stricter rule (e-mail required) applies.
  const checksRegistration = mode === 'sms' && district === 'hk' && code !== null && code.isValidPhone(fields.area, fields.phone);
  useEffect(() => {
    if (!checksRegistration || !code) return;
    let current = true;
    const timer = setTimeout(() => {
      // A failed check leaves the flag unknown: the stricter rule (e-mail required) keeps applying.
      void settle(() => transport.checkPhone({ areaCode: code.normalizeAreaCode(fields.area), phoneNumber: code.normalizePhone(fields.phone) })).then((result) => {
        if (current && result.ok) setRegistered(result.registered);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [checksRegistration, code, transport, fields.area, fields.phone]);

  // Focus moves after the render that shows its target (e.g. the code field of the SMS mode).
  const focusables = useRef(new Map<FocusTarget, HTMLElement>());
  const focusRef = useCallback(
    (target: FocusTarget) => (element: HTMLElement | null) => {
      if (element) focusables.current.set(target, element);
      else focusables.current.delete(target);
    },
    [],
  );
  useEffect(() => {
    if (!focusTarget) return;
    focusables.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const clearMessages = () => {
    setFieldErrors({});
    setFormError(null);
    setNotice(null);
  };

  const stopPowWork = () => {
    powWork.current?.controller.abort();
    powWork.current = null;
  };
  const startPowWork = (puzzle: SliderPuzzle) => {
    stopPowWork();
    // A puzzle comes after a code send, which brought the panel's code.
    const solver = loadedPanelCode()?.solveProofOfWork;
    if (!puzzle.pow || !solver) return;
    const controller = new AbortController();
    powWork.current = { challengeId: puzzle.challengeId, controller, solution: solver(puzzle.pow, controller) };
  };

  const dropSlider = () => {
    sliderRun.current += 1;
    stopPowWork();
    setSlider(null);
  };

  /** Switching type (or way) clears the code and whatever was said about the other form (spec 4). */
  const switchMode = (nextType: LoginType, nextWay: LoginWay) => {
    setLoginTypeState(nextType);
    setLoginWayState(nextWay);
    setFields((previous) => ({ ...previous, checkCode: '', password: nextWay === 'password' && nextType === 'phone' ? previous.password : '' }));
    dropSlider();
    clearMessages();
  };
  const setLoginType = (next: LoginType) => switchMode(next, loginWay);
  const setLoginWay = (next: LoginWay) => switchMode(loginType, next);

  const setField = (name: LoginFieldName, value: string) => {
    // Also an input without a focus first (a browser's autofill).
    prepare();
    if (!startReported.current && value) {
      // The funnel's first step: the visitor starts filling the panel in.
      startReported.current = true;
      track('register_started');
    }
    setFields((previous) => {
      const next = { ...previous, [name]: value };
      // A new number (or, in e-mail mode, a new address) makes a sent code worthless (spec 4).
      if (name === 'phone' || name === 'area' || (name === 'email' && mode === 'email')) next.checkCode = '';
      return next;
    });
    if (name === 'phone' || name === 'area') {
      targetVersion.current.phone += 1;
      countdown.cancel('phone');
      setRegistered(null);
    }
    if (name === 'email' && mode === 'email') {
      targetVersion.current.email += 1;
      countdown.cancel('email');
    }
    setFieldErrors((previous) => withoutKey(previous, name));
  };

  const showFieldError = (name: LoginFieldName, texts: readonly PanelText[]) => {
    setFieldErrors((previous) => ({ ...previous, [name]: texts }));
    setFocusTarget(name);
  };

  const loadPuzzle = async (error: PanelText | null = null) => {
    const run = (sliderRun.current += 1);
    setSlider({ status: 'loading' });
    const result = await settle(() => transport.sliderChallenge());
    if (run !== sliderRun.current) return;
    if (result.ok) {
      startPowWork(result.puzzle);
      setSlider({ status: 'ready', puzzle: result.puzzle, busy: false, error });
    } else {
      setSlider(null);
      setFormError(failureText(result));
    }
  };

  /**
   * The panel's code for a send that came before it (a click focuses nothing in Safari, so no focus
   * may have fetched it): fetched now, the send button busy meanwhile. Null when the download failed:
   * the send then fails as one without an answer, and the next try fetches it again.
   */
  const codeForSend = async (): Promise<PanelCode | null> => {
    setSending(true);
    try {
      return await loadCode();
    } catch {
      return null;
    } finally {
      setSending(false);
    }
  };

  const sendPhoneCode = async (captchaToken?: string) => {
    const requested = targetVersion.current.phone;
    const code = loadedPanelCode() ?? (await codeForSend());
    // A number edited while the code came: the visitor asks again for the new one.
    if (requested !== targetVersion.current.phone) return;
    if (!code) {
      console.warn('Register/login panel: no SMS code was requested, the checks of the form did not load');
      return;
    }
    const invalid = code.validateSendSms(fields);
    if (invalid) return showFieldError('phone', [invalid]);
    clearMessages();
    const version = targetVersion.current.phone;
    countdown.start('phone');
    setSending(true);
    const result = await settle(() =>
      transport.sendPhoneCode({
        areaCode: code.normalizeAreaCode(fields.area),
        phoneNumber: code.normalizePhone(fields.phone),
        ...(captchaToken ? { key: CAPTCHA_KEY.afterSlider, graphCaptcha: captchaToken } : { key: CAPTCHA_KEY.default }),
      }),
    );
    setSending(false);
    if (version !== targetVersion.current.phone) return;
    if (result.ok) {
      codeSent('phone', result.captcha);
      return;
    }
    countdown.cancel('phone');
    if (result.code === null) {
      // Spec 8: a send that fails without a code (no answer, an answer that is no envelope) is only
      // logged; the send button is free again for another try.
      console.warn('Register/login panel: the SMS code request failed without a code', result.message);
      return;
    }
    if (result.code === CODES.CAPTCHA_REQUIRED) return void askForCaptcha();
    setFormError(result.code === CODES.REQUEST_FAILED || result.code === CODES.SERVICE_UNAVAILABLE ? m.requestFailed : failureText(result));
  };

  /** Code 400 (spec 4): the configured captcha, the slider box or Alibaba Cloud Captcha's pop-up, then the send again with its proof. */
  const askForCaptcha = async () => {
    const { captcha } = await loadConfig();
    if (captcha?.provider !== 'aliyun') return loadPuzzle();
    const version = targetVersion.current.phone;
    const proof = await loadPanelCode().then(({ aliyunCaptchaProof }) => aliyunCaptchaProof(captcha, lang), () => null);
    if (version !== targetVersion.current.phone) return;
    if (proof) await sendPhoneCode(proof);
    else setFormError(m.captchaNotPassed);
  };

  const sendEmailCode = async () => {
    const requested = targetVersion.current.email;
    const code = loadedPanelCode() ?? (await codeForSend());
    if (requested !== targetVersion.current.email) return;
    if (!code) return setFormError(failureText(NO_ANSWER));
    const invalid = code.validateSendEmail(fields);
    if (invalid) return showFieldError('email', [invalid]);
    clearMessages();
    const version = targetVersion.current.email;
    countdown.start('email');
    setSending(true);
    const result = await settle(async () => transport.sendEmailCode({ email: await encrypt(code.normalizeEmail(fields.email)) }));
    setSending(false);
    if (version !== targetVersion.current.email) return;
    if (result.ok) {
      codeSent('email', result.captcha);
      return;
    }
    countdown.cancel('email');
    const ruleTexts = result.code === null ? null : code.emailCodeErrorMessages(result.code);
    if (ruleTexts) showFieldError('email', ruleTexts);
    else setFormError(failureText(result));
  };

  const codeSent = (target: CodeTarget, captcha: string | null) => {
    track('code_sent');
    // Outside production the API returns the code itself, so testers need no phone (spec 7).
    if (appEnv !== 'pro' && captcha) setFields((previous) => ({ ...previous, checkCode: captcha }));
    setNotice(target === 'phone' ? m.codeSentToPhone : m.codeSentToEmail);
    setFocusTarget('checkCode');
  };

  const sendCode = () => void (mode === 'email' ? sendEmailCode() : sendPhoneCode());

  const verifySlider = async (x: number, trail: SliderTrail) => {
    if (slider?.status !== 'ready' || slider.busy) return;
    const run = sliderRun.current;
    setSlider({ ...slider, busy: true, error: null });
    const { challengeId } = slider.puzzle;
    // The answer waits for the work if it is not done yet (the box says it is checking).
    const pow = powWork.current?.challengeId === challengeId ? ((await powWork.current.solution) ?? undefined) : undefined;
    if (run !== sliderRun.current) return;
    const result = await settle(() => transport.sliderVerify({ challengeId, x, trail, pow }));
    if (run !== sliderRun.current) return;
    if (result.ok) {
      dropSlider();
      await sendPhoneCode(result.captchaToken);
    } else {
      // A challenge takes one answer: a wrong one needs a new puzzle.
      await loadPuzzle(m.sliderFailed);
    }
  };

  const closeSlider = () => {
    dropSlider();
    setFocusTarget('sendCode');
  };

  const login = async (payload: LoginPayload): Promise<AuthResult<LoginSuccess>> => {
    const target = storedJumpUrl?.() ?? jumpUrl;
    const jump = target ? { jump: target } : {};
    switch (payload.mode) {
      case 'sms': {
        const pageQuery = currentPageQuery();
        return transport.loginSms({
          ...jump,
          areaCode: payload.areaCode,
          phoneNumber: payload.phoneNumber,
          captcha: payload.captcha,
          ...(payload.inviteCode ? { inviteCode: payload.inviteCode } : {}),
          ...(payload.email ? { email: await encrypt(payload.email) } : {}),
          ...(pageQuery ? { pageQuery } : {}),
        });
      }
      case 'password':
        return transport.loginPassword({ ...jump, areaCode: payload.areaCode, phoneNumber: payload.phoneNumber, password: await encrypt(payload.password) });
      case 'email':
        return transport.loginEmail({ ...jump, email: await encrypt(payload.email), captcha: payload.captcha });
    }
  };

  const reset = () => {
    setLoginTypeState('phone');
    setLoginWayState('sms');
    setFields(freshFields());
    setRegistered(null);
    dropSlider();
    countdown.cancel('phone');
    countdown.cancel('email');
    clearMessages();
  };

  const canSubmit = isSubmitEnabled(context, fields) && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || submittingNow.current || throttled.current) return;
    let code = loadedPanelCode();
    if (!code) {
      // Sent before the panel's code came: the form waits for it, busy (a second submit meanwhile is
      // dropped), then checks what was sent, as it would have at once.
      submittingNow.current = true;
      setSubmitting(true);
      code = await loadCode().catch(() => null);
      submittingNow.current = false;
      setSubmitting(false);
      if (!code) return setFormError(failureText(NO_ANSWER));
    }
    const parsed = code.loginFormSchema(context).safeParse(fields);
    if (!parsed.success) {
      const errors: Partial<Record<LoginFieldName, readonly PanelText[]>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as LoginFieldName;
        errors[field] ??= [code.messageOfIssue(issue)];
      }
      setFieldErrors(errors);
      setFocusTarget(parsed.error.issues[0].path[0] as LoginFieldName);
      return;
    }

    submittingNow.current = true;
    throttled.current = true;
    throttleTimer.current = setTimeout(() => {
      throttled.current = false;
    }, SUBMIT_THROTTLE_MS);
    setSubmitting(true);
    setFormError(null);
    const result = await settle(() => login(parsed.data));
    submittingNow.current = false;
    setSubmitting(false);

    if (result.ok) {
      reset();
      setNotice(m.loggedInNotice);
      track(result.isNewUser ? 'registered' : 'logged_in');
      onLoggedIn?.(result);
    } else if (mode === 'password' && result.code === CODES.PHONE_NOT_REGISTERED) {
      setConfirm('notRegistered');
    } else if (mode === 'password' && result.code === CODES.NO_PASSWORD_SET) {
      setConfirm('noPassword');
    } else {
      setFormError(failureText(result));
    }
  };

  /** Both confirms of a password login lead to the SMS login with a code on its way (spec 8). */
  const confirmSmsLogin = () => {
    setConfirm(null);
    switchMode('phone', 'sms');
    void sendPhoneCode();
  };

  return {
    mode,
    loginType,
    fields,
    areas,
    context,
    fieldErrors,
    formError,
    notice,
    secondsLeft,
    submitting,
    canSend: isSendEnabled(mode, fields, secondsLeft) && !sending,
    canSubmit,
    slider,
    /** The slider's box and the confirms of a refused login, once the panel's code is in (a puzzle comes after a code send, a confirm after a login sent: both brought it). */
    SliderCaptcha: code?.SliderCaptcha ?? null,
    ConfirmDialog: code?.ConfirmDialog ?? null,
    confirm,
    focusRef,
    prepare,
    setLoginType,
    setLoginWay,
    setField,
    sendCode,
    submit,
    verifySlider,
    refreshSlider: () => void loadPuzzle(),
    closeSlider,
    confirmSmsLogin,
    closeConfirm: () => setConfirm(null),
  };
}
