import type { Lang } from '@brokerage/domain';
import type { PanelCaptcha } from '../transport';

/** Alibaba Cloud Captcha 2.0's browser script: loaded from its CDN (the vendor requires it, for updates), and only when that captcha is asked for. */
export const ALIYUN_CAPTCHA_SCRIPT = 'https://o.alicdn.com/captcha-frontend/aliyunCaptcha/AliyunCaptcha.js';

type AliyunCaptcha = Extract<PanelCaptcha, { provider: 'aliyun' }>;

/** The part of initAliyunCaptcha's options this panel uses (V3 architecture, pop-up mode). */
interface AliyunCaptchaOptions {
  SceneId: string;
  mode: 'popup';
  element: string;
  button: string;
  language: 'cn' | 'tw' | 'en';
  /** The user passed: `captchaVerifyParam` is what the API's VerifyIntelligentCaptcha call checks. */
  success: (captchaVerifyParam: string) => void;
  fail?: (result: unknown) => void;
  onError?: (error: unknown) => void;
  onClose?: () => void;
  getInstance?: (instance: unknown) => void;
}

declare global {
  interface Window {
    AliyunCaptchaConfig?: { region: 'cn' | 'sgp'; prefix: string };
    initAliyunCaptcha?: (options: AliyunCaptchaOptions) => void;
  }
}

const LANGUAGES: Record<Lang, AliyunCaptchaOptions['language']> = { 'zh-cn': 'cn', 'zh-hk': 'tw', en: 'en' };

/**
 * Sets AliyunCaptchaConfig (the vendor wants it before the script) and loads the script, once per
 * page: a script already loaded has defined initAliyunCaptcha; one still loading is waited for.
 */
const loadScript = (captcha: AliyunCaptcha): Promise<void> => {
  if (window.initAliyunCaptcha) return Promise.resolve();
  const loading = [...document.querySelectorAll('script')].find((element) => element.src === ALIYUN_CAPTCHA_SCRIPT);
  if (!loading) window.AliyunCaptchaConfig = { region: captcha.region, prefix: captcha.prefix };
  const script = loading ?? Object.assign(document.createElement('script'), { src: ALIYUN_CAPTCHA_SCRIPT, async: true });
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove(); // a later try loads it again
        reject(new Error('Alibaba Cloud Captcha script did not load'));
      },
      { once: true },
    );
  });
  if (!loading) document.head.append(script);
  return loaded;
};

const HOLDER_ID = 'aliyun-captcha-holder';
const TRIGGER_ID = 'aliyun-captcha-trigger';

/** The elements pop-up mode is bound to: where the widget mounts and the (hidden) button that opens it. */
const widgetElements = (): { holder: HTMLElement; trigger: HTMLButtonElement } => {
  const holder = document.getElementById(HOLDER_ID) ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: HOLDER_ID }));
  const existing = document.getElementById(TRIGGER_ID);
  const trigger = existing instanceof HTMLButtonElement ? existing : document.body.appendChild(Object.assign(document.createElement('button'), { id: TRIGGER_ID, type: 'button', hidden: true }));
  return { holder, trigger };
};

/**
 * Shows Alibaba Cloud Captcha 2.0 (pop-up mode) and gives its proof once the visitor passed; null
 * when the script did not load, or the visitor closed the pop-up or failed.
 */
export const aliyunCaptchaProof = async (captcha: AliyunCaptcha, lang: Lang): Promise<string | null> => {
  try {
    await loadScript(captcha);
  } catch {
    return null;
  }
  const init = window.initAliyunCaptcha;
  if (!init) return null;
  const { holder, trigger } = widgetElements();
  return new Promise<string | null>((resolve) => {
    init({
      SceneId: captcha.sceneId,
      mode: 'popup',
      element: `#${CSS.escape(holder.id)}`,
      button: `#${CSS.escape(trigger.id)}`,
      language: LANGUAGES[lang],
      success: (captchaVerifyParam) => resolve(captchaVerifyParam),
      fail: () => resolve(null),
      onError: () => resolve(null),
      onClose: () => resolve(null),
      // The pop-up opens on the trigger's click, once the widget is set up.
      getInstance: () => trigger.click(),
    });
  });
};
